# Una hora del día como la lee el miembro, en el reloj que eligió la iglesia (`hourCycle` de programme.json).
# $hour y $minute son cifras ("6", "05"); $half es "am" o "pm".

clock-12-hour = {$hour}:{$minute} { $half ->
        [am] a. m.
       *[pm] p. m.
    }
clock-24-hour = {$hour}:{$minute}

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
