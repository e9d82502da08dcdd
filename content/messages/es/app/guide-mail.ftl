# La guía del día por correo (la página del recorrido): la guía de cada mañana, enviada por correo a
# la hora del miembro, para un teléfono sin notificaciones confiables. Primero se confirma la
# dirección, con el enlace o el código del correo, como con los resúmenes.
# $email: la dirección tal como la muestra la tarjeta ("r…@ejemplo.org"); $time: una hora en el
# reloj de la aplicación ("7:00 a. m.", que ya termina en punto: nunca al final de una frase); $zone: la zona horaria del dispositivo ("America/Bogota").

guide-mail-title = La guía del día por correo
guide-mail-intro = ¿No te llegan notificaciones en este teléfono? Recibe cada mañana en tu correo la guía del día, a la hora que elijas, según tu forma de ayunar y tu ritmo de oración.

## Pedirla

guide-mail-legend = Envíame la guía del día
guide-mail-email-label = Tu correo electrónico
guide-mail-email-placeholder = tu@ejemplo.com
guide-mail-time-label = Cada mañana a las
guide-mail-time-zone = Tu hora aquí: {$zone}.
guide-mail-start = Empezar a recibir la guía
guide-mail-starting = Enviando...
guide-mail-invalid-email = Escribe un correo electrónico válido.
guide-mail-invalid-time = Elige una hora del día, por ejemplo 7:00 a. m.

## Confirmar la dirección

guide-mail-code-legend = Confirmar {$email}
guide-mail-code-text = Te enviamos un enlace y un código a {$email}. Abre el enlace en este dispositivo o escribe aquí el código: la guía del día empezará a llegarte en cuanto se confirme la dirección.
guide-mail-code-label = Código del correo
guide-mail-code-action = Confirmar
guide-mail-code-busy = Confirmando...
guide-mail-code-invalid = Escribe el código de 6 dígitos que viene en el correo.
guide-mail-other-address = Usar otra dirección

## Mientras está activa

guide-mail-on = La guía del día te llega a las {$time} ({$zone}) a {$email}.
# El próximo correo: $day, el día del ayuno que trae; $date, su fecha ("martes, 3 de marzo").
guide-mail-next = La próxima llega a las {$time} del {$date}, con la guía del día {$day}.
guide-mail-next-undated = La próxima llega a las {$time} del {$date}.
guide-mail-change-legend = Cambiar la hora
guide-mail-change-label = Nueva hora
guide-mail-change = Cambiar la hora
guide-mail-changing = Cambiando...
guide-mail-stop = Dejar de recibir la guía
guide-mail-stopping = Deteniendo...

## Cuando se detuvo

guide-mail-stopped = Listo. Ya no se enviarán guías a {$email}.
# Ya no hay suscripción: se detuvo con el enlace del correo, o el ayuno terminó.
guide-mail-ended = La guía del día ya no se envía a {$email}: se detuvo o el ayuno terminó. Puedes volver a empezar aquí abajo.
guide-mail-start-again = Volver a empezar

## Avisos y errores

guide-mail-started-title = La guía del día está activa
guide-mail-started = Te llegará a las {$time} cada mañana.
guide-mail-not-reached = No pudimos comunicarnos con el servicio. Revisa tu conexión e inténtalo de nuevo.
guide-mail-no-request = Este dispositivo no tiene ninguna solicitud para esa dirección. Vuelve a empezar.
