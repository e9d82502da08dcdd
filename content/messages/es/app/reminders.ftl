# La tarjeta de recordatorios: recordatorios push en cada momento de oración, el calendario y los avisos de la iglesia.

reminders-title = Recordatorios

## Lo que la tarjeta dice de este dispositivo

reminders-on = Los recordatorios están activados en este dispositivo.
reminders-off = Recibe una notificación en cada momento de oración de cada día de ayuno, en tu propia zona horaria.
reminders-working = Activando los recordatorios…
reminders-blocked = Las notificaciones de este sitio están bloqueadas. Permítelas en la configuración de tu navegador para recibir recordatorios.
reminders-unsupported = Este navegador no puede mostrar recordatorios. En su lugar, agrega los momentos de oración a tu calendario.
reminders-ios-install-first = En iPhone y iPad, los recordatorios funcionan cuando la guía está en tu pantalla de inicio:
# Cuando la iglesia no envía recordatorios push.
reminders-calendar-only = Agrega a tu calendario todos los momentos de oración del ayuno, y tu teléfono te los recordará en tu propia zona horaria.

## Agregar la guía a la pantalla de inicio en iPhone y iPad (entre comillas, las palabras del propio Safari)

# Antes y después del ícono de Compartir.
reminders-ios-share-before = Toca el botón Compartir
reminders-ios-share-after = en Safari.
reminders-ios-share-icon = Compartir
reminders-ios-add = Elige “Agregar a inicio” y luego toca Agregar.
reminders-ios-open = Abre la guía desde tu pantalla de inicio y activa aquí los recordatorios.

## Las opciones

reminders-remind-me-at = Recordarme en estos momentos
# Un momento de oración para recordar: $time ("6:00 a. m.") y su título ("Consagración de apertura").
reminders-option = {$time} {$title}
reminders-announcements = Avisos de la iglesia (nunca entre las 9:30 p. m. y las 6 a. m.)
reminders-turn-on = Activar recordatorios
reminders-send-test = Enviarme un recordatorio de prueba
reminders-turn-off = Desactivar recordatorios
reminders-add-to-calendar = Agregar al calendario
reminders-privacy = Qué guardan los recordatorios y qué ve la iglesia
# Para quien no recibe notificaciones: a la guía del día por correo (la página del recorrido), donde la iglesia la ofrece.
reminders-guide-mail = ¿No te llegan notificaciones en este teléfono? Recibe la guía del día por correo

## Notas y errores

reminders-test-sending = Enviando un recordatorio de prueba…
reminders-test-sent = Recordatorio de prueba enviado. Debería llegar en unos segundos; si no llega, revisa que las notificaciones estén permitidas para esta aplicación.
reminders-choose-one = Elige al menos un recordatorio, o desactiva los recordatorios.
reminders-no-answer = El servicio de notificaciones de tu navegador no respondió. Inténtalo de nuevo más tarde.
# No se pudo llegar al servicio (sin conexión, o una conexión que se cortó).
reminders-not-reached = No pudimos comunicarnos con el servicio. Revisa tu conexión e inténtalo de nuevo.
