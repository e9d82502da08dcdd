# El momento vivo de la portada, en la hora del miembro: antes del día 1 una cuenta regresiva, durante
# el ayuno el día de hoy (su línea, su progreso y su botón son de pages.ftl, como en la portada fija), después una mirada atrás.

## Antes del día 1

# $date: la fecha del día 1 ("viernes, 3 de octubre").
cover-starts = Comienza el {$date}
# $countdown: "3 días 4 h", "5 h 30 min" (cover-countdown-days…).
cover-countdown = El día 1 comienza en {$countdown}
cover-read-day-one = Leer el día 1 por adelantado
cover-see-all-days = Ver todos los días
# Los días de la cuenta regresiva, y con horas.
cover-countdown-days =
    { $days ->
        [one] 1 día
       *[other] {$days} días
    }
cover-countdown-days-hours = { cover-countdown-days } {$hours} h

## Durante el ayuno

# El tema de hoy cuando hoy no tiene guía.
cover-day-of-prayer = Un día de oración
cover-guide-being-written = La guía de hoy todavía se está escribiendo. Sigue orando hoy con la iglesia; todos los días que ya tienen guía están en la lista.

## Después del ayuno

cover-all-complete =
    { $length ->
        [one] Se completó el día
       *[other] Se completaron los {$length} días
    }
cover-thank-you = Gracias por ayunar y orar con nosotros
cover-days-recorded = Días con oración registrada
cover-slots-completed = Momentos de oración completados
cover-journals-written = Diarios escritos
cover-counted-here = Contados en este dispositivo. Abre cualquier día para volver a leerlo o para enviarte su resumen por correo.
cover-look-back = Repasar todos los días
