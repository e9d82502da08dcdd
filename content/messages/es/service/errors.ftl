### Las respuestas de la API cuando rechaza una solicitud ({"error": "…"}), en el idioma del miembro.

# Un resumen que no coincide con la guía del día. $key: la clave del momento o del diario tal como
# llegó, entre comillas, o error-a-key cuando no se muestra.
error-invalid-email = Escribe un correo electrónico válido
error-unknown-day = El día { $day } no tiene guía
error-theme-mismatch = El tema no coincide con el tema del día { $day }
error-unknown-slot = El día { $day } no tiene el momento { $key }
error-duplicate-slot = El momento { $key } aparece dos veces
error-unknown-journal = El día { $day } no tiene el diario { $key }
error-journal-too-long = Día { $day }: el diario { $key } tiene más de { $max } caracteres
error-a-key = que se indicó
error-no-days = El recorrido no incluye ningún día
error-duplicate-day = El día { $day } aparece dos veces

# Un resumen rechazado por los límites del servicio.
error-bad-recipient-token = recipientToken debe tener como máximo { $max } caracteres ASCII visibles
error-accept-language = Accept-Language debe tener como máximo { $max } caracteres
error-recipient-limited =
    Esta dirección ya recibió { $limit ->
        [one] 1 resumen
       *[other] { $limit } resúmenes
    } hoy. Inténtalo de nuevo más tarde.
error-confirmations-limited =
    Esta dirección ya recibió { $limit ->
        [one] 1 correo
       *[other] { $limit } correos
    } de confirmación hoy, así que no se puede enviar otro hasta mañana. Si pediste uno desde este dispositivo, ábrelo aquí o escribe su código. Mientras tanto, tu resumen se queda guardado en este dispositivo.
error-client-limited =
    Este dispositivo ya pidió confirmar { $limit ->
        [one] 1 dirección nueva
       *[other] { $limit } direcciones nuevas
    } hoy. Inténtalo de nuevo mañana: mientras tanto, tu resumen se queda guardado en este dispositivo.
error-daily-cap = La iglesia llegó hoy a su límite de correos. Tu resumen no se envió; inténtalo de nuevo mañana.
error-key-reused = Esta Idempotency-Key ya se usó para otro resumen. Envíalo con una clave nueva.
error-idempotency-key = El encabezado Idempotency-Key debe tener de 1 a { $max } caracteres ASCII visibles
error-storage = El servicio no pudo guardar tu solicitud. Inténtalo de nuevo.
error-summaries-sent = Se enviaron demasiados resúmenes desde este dispositivo. Espera un minuto y vuelve a intentarlo.

# El código del correo de confirmación, escrito en la guía.
error-code-malformed = Escribe el código de 6 dígitos que viene en el correo.
error-code-wrong =
    Ese código no es el del correo. Revísalo y vuelve a intentarlo ({ $left ->
        [one] te queda 1 intento
       *[other] te quedan { $left } intentos
    }).
error-code-ended = Esta confirmación terminó (venció, o el código se escribió mal demasiadas veces). Vuelve a enviar tu resumen para recibir un correo nuevo.
error-code-storage = El servicio no pudo guardar tu confirmación. Inténtalo de nuevo.

# Los recordatorios.
error-reminders-off = Aquí todavía no se ofrecen notificaciones. Agrega las horas de oración a tu calendario.
error-fast-over = El ayuno terminó: ya no hay más recordatorios que enviar
error-reminders-full = Por ahora no caben más recordatorios aquí. Agrega las horas de oración a tu calendario.
error-sign-ups = Se activaron demasiados recordatorios desde este dispositivo hoy. Inténtalo de nuevo mañana.
error-no-token = Envía el token de la suscripción como Authorization: Bearer <token>
error-no-subscription = Esa suscripción no existe
error-not-snoozable = Este recordatorio no se puede posponer
error-day-over = El día de este recordatorio ya terminó: ya no se puede posponer
error-snoozed-out =
    Este recordatorio ya se pospuso { $max ->
        [one] 1 vez
       *[other] { $max } veces
    }
error-tests = Demasiados recordatorios de prueba para este dispositivo: espera un rato antes del siguiente.
error-push-gone = Este navegador ya no acepta notificaciones de la guía. Vuelve a activar los recordatorios.
error-push-refused = El servicio de notificaciones no aceptó el recordatorio de prueba. Inténtalo de nuevo en un minuto.
error-reminder-changes = Demasiados cambios de recordatorios desde este dispositivo. Espera un minuto.

# Una activación o un cambio de recordatorios que el servicio no puede aceptar. $slots: los recordatorios que hay.
error-time-zone = Zona horaria desconocida: usa un nombre IANA, como America/Mexico_City
error-no-slots = Elige al menos un recordatorio
error-unknown-reminder = Ese recordatorio no existe; elige entre: { $slots }

# El conteo anónimo de la iglesia.
error-tally-limited = Se contaron demasiadas marcas desde esta red hoy. Tus marcas se guardan en tu dispositivo.
error-tally-day-closed = Ese día no está abierto para contar: solo se cuentan las marcas de hoy y de ayer.
error-tally-slot = Ese día no tiene ese momento para marcar.
error-no-such-day = Ese día no existe.

# El muro de oración. $max: el texto más largo que se acepta, en caracteres.
error-wall-empty = Escribe tu petición antes de enviarla.
error-wall-too-long = Por favor, no pases de { $max } caracteres.
error-wall-control = El texto tiene un carácter que no se puede mostrar. Por favor, escríbelo de nuevo.
error-wall-link = Por favor, no incluyas enlaces ni direcciones web: el muro es para orar, no para contactar a nadie.
error-wall-email = Por favor, no incluyas correos electrónicos: nadie en el muro debe poder ser contactado ni nombrado por completo.
error-wall-phone = Por favor, no incluyas números de teléfono: nadie en el muro debe poder ser contactado ni nombrado por completo.
error-wall-not-found = Esa petición ya no está en el muro de oración.
error-wall-day-closed = Ese día no está abierto: una oración se cuenta hoy o ayer.
error-wall-changes = Demasiadas solicitudes al muro de oración desde este dispositivo. Por favor, espera un minuto.
error-wall-too-many = Pregunta por { $max } peticiones como máximo a la vez.
error-wall-asks-limited = Hoy se enviaron demasiadas peticiones desde esta red. La tuya se guarda en tu dispositivo; envíala de nuevo mañana.
error-wall-taps-limited = Hoy se contaron demasiadas oraciones desde esta red. Gracias por orar; tus toques se guardan en tu dispositivo.

# La vigilia de oración, cubierta hora por hora.
error-watch-none = La iglesia no tiene una vigilia por turnos.
error-watch-day = La iglesia no hace vigilia esa noche.
error-watch-turn = Esa no es una hora de la vigilia de la iglesia.
error-watch-past = Esa hora ya pasó. Elige una que todavía no haya llegado.
error-watch-limited = Hoy se enviaron demasiados compromisos desde esta red. Por favor, inténtalo de nuevo mañana.
error-watch-not-begun = Esa hora todavía no ha comenzado. Podrás decir que la velaste cuando termine.
error-watch-kept-late = Esa hora terminó hace demasiado tiempo para contarla.
error-watch-reminder-hours = Pide recordatorios para { $max } horas como máximo.

# El calendario.
error-calendar-zone = Agrega tu zona horaria: ?tz=America/Chicago

# Las grabaciones del pastor.
error-no-recording = Todavía no hay una grabación de este día en este idioma.
error-recording-range = Esa parte de la grabación no existe.
error-calendar-rhythm = Elige un ritmo: ?rhythm=every, twice u once.
error-calendar-watch = Escribe tus horas de vigilia como día-HH:MM, separadas por comas, { $max } como máximo: ?watch=12-21:00,15-22:00

# El cuerpo de una solicitud, como lo nombran los rechazos de abajo ($what).
body-summary = el resumen
body-code = el código
body-guide-mail = la solicitud de la guía del día
body-journey = el recorrido
body-preferences = las preferencias
body-tick = la marca
body-prayer-request = la petición de oración
body-prayed = la oración
body-report = el reporte
body-my-requests = la lista de tus peticiones
body-answered = la respuesta
body-withdraw = el retiro de la petición
body-pledge = el compromiso
body-kept = la hora velada
body-watch-reminders = las horas que recordar
body-subscription = la suscripción
body-snooze = la solicitud de posponer
body-test-reminder = la solicitud de recordatorio de prueba
# Un cuerpo que el servicio no puede leer. $detail: lo que dijo el lector, tal como lo dijo.
error-bad-json = No se pudo leer { $what }: { $detail }
error-not-json = Envía { $what } como JSON (Content-Type: application/json)
error-too-large = No se puede recibir { $what }: el límite es de { $kib } KiB
error-bad-body = No se pudo leer el cuerpo de la solicitud

## La guía del día por correo.
error-guide-time = Elige una hora del día, por ejemplo 07:00
error-guide-time-zone = No reconocimos tu zona horaria. Revisa la zona horaria de tu teléfono e inténtalo de nuevo.
error-guide-mail-off = Esta iglesia no envía la guía del día por correo.
error-guide-mail-none = Este dispositivo no recibe la guía del día por correo: se detuvo, o el ayuno ya terminó.
error-guide-mail-token = Envía el token que recibió este dispositivo para la dirección, como Authorization: Bearer <token>.
