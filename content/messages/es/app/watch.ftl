# Velar en oración (/watch): los miembros se anotan en turnos de la vigilia de oración de cada noche
# para que ninguna hora quede sin alguien orando. No se nombra a nadie: cada turno muestra solo
# cuántos lo velan.
# $church: el nombre de la iglesia. $day: el día de esa noche. $time: el inicio de un turno en el
# reloj de la iglesia ("9:00 p. m.").

# El título de la página en la pestaña del navegador. $title: el título del programa.
watch-page-title = Velar en oración · {$title}
watch-back = Volver a la portada
watch-all-days = Todos los días
watch-heading = Velar en oración
watch-intro = Cada noche del ayuno, {$church} vela en oración por turnos. Elige una hora en la que puedas velar, para que ningún turno quede sin alguien orando. Nadie ve quién se anotó; solo cuántos.

## Mis horas: los turnos en que te anotaste desde este dispositivo

watch-mine-title = Mis horas
watch-mine-empty = Todavía no te has anotado en ninguna hora. Elige una aquí abajo.
watch-mine-turn = Noche del día {$day}, {$time}
watch-mine-waiting = Pendiente de enviar
watch-mine-refused = No se contó: {$error}
watch-mine-forget = Quitar
# El nombre del botón que quita un turno que el servicio de la iglesia no contó.
watch-mine-forget-label = Quitar, noche del día {$day}, {$time}

## Noche por noche

watch-nights-title = Noche por noche
watch-night = Noche del día {$day}
watch-tonight = Esta noche
# Junto a un turno cuando el reloj del miembro no es el de la iglesia. $time: en el reloj del miembro ("8:00 p. m.").
watch-your-time = {$time} donde estás
# Lo mismo, cuando para el miembro es otro día. $weekday: su día ("jue").
watch-your-time-day = {$weekday} {$time} donde estás
# $count: cuántos turnos de la noche que aún no pasan no tienen a nadie todavía.
watch-night-gaps = { $count ->
        [0] Todas las horas están cubiertas
        [one] 1 hora todavía necesita a alguien
       *[other] {$count} horas todavía necesitan a alguien
    }
# Cuántos velan en un turno. $count: el número; $people: ese número tal como se escribe ("1312").
watch-keeping = { $count ->
        [0] Nadie aún
        [one] {$people} persona velando
       *[other] {$people} personas velando
    }
watch-now = Ahora
watch-over = Terminó
# El botón para anotarse (se activa y se desactiva). Su nombre, para las tecnologías de apoyo, nombra el turno.
watch-pledge = Velar esta hora
watch-pledge-label = Velar esta hora, noche del día {$day}, {$time}
watch-yours = Vas a velar en esta hora
watch-past-title = Noches ya veladas
watch-ended = La vigilia del ayuno ya terminó. Gracias por cada hora que velaste.

## Lo que la página va diciendo (lo leen las tecnologías de apoyo)

watch-pledged = ¡Gracias! Vas a velar a las {$time}, la noche del día {$day}.
watch-unpledged = Se quitó tu turno de las {$time}, la noche del día {$day}.
watch-queued = Todavía no se envió: tu elección queda guardada en este dispositivo y se enviará en cuanto se pueda.
# $error: las palabras del servicio.
watch-refused = No se contó tu turno de las {$time}, la noche del día {$day}: {$error}
watch-not-kept = Este dispositivo no pudo guardar tu elección. Inténtalo de nuevo.

## Al abrir la vigilia

watch-loading = Abriendo la vigilia…
watch-stale = Parece que no tienes conexión. Esta es la vigilia tal como este dispositivo la vio por última vez: los números pueden no estar al día.
watch-unavailable = No se puede abrir la vigilia en este momento. Inténtalo de nuevo cuando tengas conexión.
watch-retry = Intentar de nuevo
watch-none = En {$church} velamos en oración todos juntos y no por turnos, así que aquí no hay horas para anotarse. Te esperamos con cariño cuando la iglesia se reúna a velar y orar.
# Un turno ya pasado que algunos dijeron haber velado ("Velé esta hora"). $count: el número;
# $people: ese número tal como se escribe ("1312").
watch-kept-count = { $count ->
        [one] {$people} persona veló
       *[other] {$people} personas velaron
    }

## Cómo orar durante tu hora: la guía de la iglesia para un turno, paso a paso (las palabras del contenido)

watch-guide-title = Cómo orar durante tu hora
watch-guide-intro = Una manera de vivir tu hora de vigilia, paso a paso. Hazlo a tu propio ritmo.

## Mis horas: recordatorios al comienzo de cada hora, y el calendario

watch-mine-reminded = Este teléfono te avisará al comienzo de cada hora que veles.
watch-mine-not-reminded = Este teléfono no te avisará de tus horas si los recordatorios no están activados.
# Un enlace a los recordatorios de la portada.
watch-mine-remind-link = Activar recordatorios
watch-mine-calendar = Agregar mis horas a mi calendario
