# El conteo de la iglesia: quienes lo eligen se cuentan, de forma anónima, en cada momento de
# oración que marcan; la página de hoy dice cuántos oramos juntos.

## Ser contado

tally-choice = Contar mis oraciones en el conteo de la iglesia, de forma anónima
tally-sends = Solo se envían el día, el momento de oración que marcas y un código al azar que cambia cada día: nunca tu nombre, tu dirección, tu diario ni tu dispositivo.
tally-privacy = Más sobre la privacidad

## Se pregunta una vez, después de la primera marca

tally-invite-title = ¿Quieres orar junto con tu iglesia?
tally-invite = Tu iglesia puede ver cuántos de nosotros oramos en cada momento de oración, sin saber quiénes.
tally-invite-yes = Contar mis oraciones
tally-invite-no = Ahora no

## Orando juntos (la página de hoy)

tally-together-title = Orando juntos
tally-together-note = El total de cada momento de oración aparece una hora después de que empieza.
# $count: cuántos dispositivos se contaron (5 o más); $people: ese número tal como se escribe ("1312");
# $time: el momento de oración ("6:00 a. m.").
tally-prayed-at = { $count ->
        [one] Hoy {$people} persona oró a las {$time}
       *[other] Hoy {$people} de nosotros oramos a las {$time}
    }
# $watch: el título de la vigilia de oración, en minúsculas ("segunda vigilia").
tally-kept-watch = { $count ->
        [one] Hoy {$people} persona participó en la {$watch}
       *[other] Hoy {$people} de nosotros participamos en la {$watch}
    }
