# La edición impresa (/print): toda la guía como un cuadernillo, cada día en su propia página.

## La página (solo en pantalla)

# El título de la página en la pestaña del navegador. $title: el título del programa.
print-page-title = Edición impresa · {$title}
print-all-days = Todos los días
print-heading = Edición impresa
print-intro = Toda la guía en papel, cada día en su propia página, en tamaño A5 o Carta. Elige el papel en el cuadro de impresión; para un cuadernillo plegado, elige “Folleto” si tu impresora lo ofrece.
print-with-journals = Incluir lo que escribí en mis diarios en este dispositivo
print-button = Imprimir
print-failed = No se pudieron cargar las guías de algunos días. Conéctate a internet una vez y vuelve a abrir esta página.
print-gathering = Reuniendo la guía de cada día…

## La portada del cuadernillo

# El nombre accesible de la portada.
print-cover = Portada
# $first y $last: las fechas del primer y del último día ("viernes, 3 de octubre").
print-cover-dates =
    { $length ->
        [one] 1 día: {$first}
       *[other] {$length} días: del {$first} al {$last}
    }

## Un día

# $date: la fecha del día ("viernes, 3 de octubre") o la etiqueta propia de la guía.
print-day-number = Día {$day} · {$date}
print-daily-prayer = Oración del día
# La vigilia de oración de la iglesia: "Segunda vigilia, de 9:00 p. m. a 11:00 p. m.".
print-watch = {$title}, de {$start} a {$end}
print-watch-midnight = {$title}, de {$start} a medianoche
print-declarations = Declaraciones
# Sobre los consejos del día sobre el hambre y las comidas: en papel no hay manera de ayunar
# elegida, así que dice para quién son.
print-food-tips = Para quienes ayunan de alimentos
# Una declaración tal como se imprime: entre comillas.
print-quoted = “{$text}”

## Las partes de un momento de oración (cada título va seguido de ": ")

print-prayer-focus = Motivo de oración
print-action-step = Paso práctico
print-journal = Diario
print-declaration = Declaración
print-closing-prayer = Oración de cierre
