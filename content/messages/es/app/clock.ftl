# Una hora del día como la lee el miembro, en el reloj que eligió la iglesia (`hourCycle` de programme.json).
# $hour y $minute son cifras ("6", "05"); $half es "am" o "pm".

clock-12-hour = {$hour}:{$minute} { $half ->
        [am] a. m.
       *[pm] p. m.
    }
clock-24-hour = {$hour}:{$minute}
