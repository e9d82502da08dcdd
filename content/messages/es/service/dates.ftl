### Cómo escribe el servicio las fechas, y las horas que no escribe el reloj de la aplicación
### (../app/clock.ftl, que el servicio también usa): en los correos, las notificaciones, el
### calendario y los marcadores de hora de las guías ({watchHour}, {watchEnd}).

# Una hora en punto sin ":00", en el reloj de 12 horas ({watchHour}: "9 p. m."). $hour: de 1
# a 12; $half: am o pm. En el reloj de 24 horas, {watchHour} es la hora completa.
clock-12-hour-on-the-hour =
    { $hour } { $half ->
        [am] a. m.
       *[pm] p. m.
    }
# {watchEnd} a las 00:00 y a las 12:00.
clock-midnight = medianoche
clock-noon = mediodía

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
