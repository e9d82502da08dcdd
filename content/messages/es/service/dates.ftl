### Cómo escribe el servicio las fechas: en los correos, las notificaciones y el calendario. (Las
### horas son las del reloj de la aplicación, ../app/clock.ftl, que el servicio también usa.)

# Un día de la semana por su número; el lunes es el 1.
weekday-name =
    { $weekday ->
        [1] lunes
        [2] martes
        [3] miércoles
        [4] jueves
        [5] viernes
        [6] sábado
       *[7] domingo
    }
# Un mes por su número.
month-name =
    { $month ->
        [1] enero
        [2] febrero
        [3] marzo
        [4] abril
        [5] mayo
        [6] junio
        [7] julio
        [8] agosto
        [9] septiembre
        [10] octubre
        [11] noviembre
       *[12] diciembre
    }
# La fecha completa de un día: "viernes, 3 de octubre de 2025".
date-long = { weekday-name }, { $day } de { month-name } de { $year }
