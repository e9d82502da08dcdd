# La guía de un día (/day/N): su encabezado, el fundamento diario, los momentos de oración, el
# diario, las declaraciones, el pie de progreso, los enlaces a otros días y borrar el día.

## La página

# La leyenda de los controles de la página (desactivados hasta aplicar el progreso de este dispositivo).
day-guide-legend = Guía del día {$day}
day-all-days = Todos los días
day-my-journey = Mi recorrido
# Un enlace al muro de oración (/prayer-wall), cerca del pie de la página.
day-prayer-wall = Muro de oración
day-prayer-times = Momentos de oración
# El número de un día: en el encabezado y en los enlaces al día anterior y al siguiente.
day-number = Día {$day}
day-other-days = Otros días

## El encabezado

# $hours: el horario del ayuno según la guía ("6:00 a. m.–6:00 p. m.", "Hasta las 5:45 p. m.").
day-fast-hours = Ayuno: {$hours}
# $time: la hora en que se cierra el ayuno del día ("6:00 p. m.").
day-fast-ends-at = El ayuno se cierra a las {$time}
# $duration: "11 h 45 min".
day-countdown = {$duration} para el cierre del ayuno, a las {$time}
# La cuenta regresiva con las palabras de la forma de ayunar elegida: $label es suyo ("El ayuno se cierra en").
day-way-countdown = {$label} {$duration}
day-fast-complete = El ayuno de hoy está completo: ya puedes romperlo
day-fast-ended = El ayuno de este día ya terminó

## Fundamento diario

day-daily-foundation = Fundamento diario
day-anchor-scripture = Pasaje clave
day-daily-prayer = Oración del día

## Un momento de oración

# Su tiempo de lectura, después de la hora.
day-reading-minutes = {$minutes} min
# El nombre de la casilla: $time "6:00 a. m.", $title "Consagración de apertura".
day-mark-complete = Marcar como completado: {$time} {$title}
day-section-scripture = Escritura
day-section-prayer-focus = Motivo de oración
day-section-action-step = Paso práctico
day-section-journaling = Diario
day-section-declaration = Declaración
day-section-closing-prayer = Oración de cierre
# Una declaración tal como se muestra: entre comillas.
day-quoted = “{$text}”

## El diario

day-journal-title = Tu diario
day-journal-placeholder = Escribe aquí tus pensamientos, oraciones y reflexiones...
# Se muestra cerca del límite; $length y $max son números ya formateados ("9412", "10.000").
day-journal-count = {$length} de {$max} caracteres
day-journal-count-over = { day-journal-count }: es demasiado largo para enviarlo, acórtalo por favor

## La vigilia de oración de la iglesia: "9:00 p. m. hasta la medianoche"

day-watch-until = hasta las {$end}
day-watch-until-midnight = hasta la medianoche

## Declaraciones

day-declarations = Declaraciones
day-declarations-hint = Dilas en voz alta al menos tres veces hoy.

## El pie de progreso

day-of-days = Día {$day} de {$length}
# $percent: un número ya formateado ("17,5").
day-percent-complete = {$percent} % completado
# $unit: la palabra del contenido para lo que se cuenta ("actividades", "momentos").
day-slots-completed = Has completado {$completed} de {$total} {$unit}

## El ritmo del miembro (mañana y noche; una vez al día): cada momento de oración es la página de arriba

# Mañana y noche: los demás momentos de oración del día, en un desplegable tras los que guarda.
day-rhythm-other-times = Otros momentos de oración de hoy
day-rhythm-other-times-note = Aquí los tienes para cualquier rato libre; lo que marques aquí también cuenta.
# Una vez al día: el enfoque de oración del único momento de oración del día.
day-path-focus = El enfoque de oración de hoy
# $time: la hora de ese momento ("6:00 a. m."), como sugerencia, nunca como exigencia.
day-path-suggested-time = Hora sugerida: {$time}, o cuando mejor te venga
# La única marca del día, después de las declaraciones.
day-path-done = Hoy ya oré
# El resto de la guía del día, en un desplegable después de la marca.
day-path-rest = El resto de la guía de hoy
day-path-rest-note = Todos los momentos de oración del día, para cuando quieras más; lo que marques aquí también cuenta.
# El pie de progreso en el ritmo del miembro: sus momentos de oración y cualquier otro marcado ("1 de 1 momento de oración").
day-rhythm-completed =
    { $total ->
        [one] {$completed} de 1 momento de oración
       *[other] {$completed} de {$total} momentos de oración
    }

## Borrar el día

day-clear = Borrar este día
day-clear-note = Tu progreso se guarda solo en este dispositivo.
day-clear-group = Borrar el día {$day}
day-clear-question = ¿Borrar todas las marcas, lo que escribiste en el diario y los vasos de agua del día {$day} en este dispositivo?
day-clear-yes = Sí, borrar el día {$day}
day-clear-keep = Conservar mi progreso
