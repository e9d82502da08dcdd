# Elegir un ritmo de oración: en la guía de un día (una línea) y en el recorrido (los tres ritmos).
# Los nombres y textos de los ritmos son contenido (`rhythms` de programme.json).

## La línea de un día

rhythms-your-rhythm = Tu ritmo

## Los tres ritmos

rhythms-chooser-legend = Elige tu ritmo de oración
rhythms-chooser-note = Cada uno es una manera plena de vivir el ayuno. La página de cada día y tus recordatorios siguen tu elección, no se pierde nada de lo que marcaste o escribiste, y puedes cambiarla cuando quieras.
