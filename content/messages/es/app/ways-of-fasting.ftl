# Elegir una forma de ayunar: en la guía de un día (una línea), en la página de seguridad y en el
# recorrido (las tres formas). Los nombres y textos de las formas son contenido (`waysOfFasting`).

## La línea de un día

ways-your-way = Tu forma de ayunar
ways-choose = Elige…
ways-fasting-safely = Ayunar con seguridad

## Las tres formas

ways-chooser-legend = Elige tu forma de ayunar
ways-chooser-note = Cada una es una manera plena de participar. El horario del ayuno, su cierre y los consejos de la guía siguen tu elección, y puedes cambiarla cuando quieras.
