# Enviar un resumen por correo: el panel del resumen del día, “Enviar mi recorrido por correo”, el
# formulario de la dirección, confirmar una dirección con el código del correo, y sus avisos. (Lo
# que cualquier página puede decir cuando sale un resumen guardado está en summary-toasts.ftl.)

## El panel del resumen del día

summary-title = Envía por correo tu resumen del día
summary-completed = Actividades completadas
summary-none-completed = Todavía no has completado ninguna actividad
summary-journals = Entradas del diario
summary-send = Enviar resumen
summary-offline = Estás sin conexión: tu resumen se guardará y se enviará cuando vuelvas a estar en línea.

## El formulario de la dirección

summary-email-label = Tu correo electrónico
summary-sending = Enviando...
summary-email-placeholder = tu@ejemplo.com
summary-invalid-email-title = Correo no válido
summary-invalid-email = Escribe un correo electrónico válido

## Enviar mi recorrido por correo (la página del recorrido)

summary-journey-title = Enviar mi recorrido por correo
# $count: los días para los que este dispositivo tiene una marca o un diario (1 o más).
summary-journey-text = Un solo correo con { $count ->
        [one] el día
       *[other] los {$count} días
    } que llevas hasta ahora: los momentos de oración que marcaste y lo que escribiste en cada diario, con la Escritura y las declaraciones de cada día.
summary-journey-send = Enviar mi recorrido

## Confirmar una dirección con el código del correo

# $email: la dirección, tal como se escribió.
summary-code-legend = Confirmar {$email}
summary-code-text = Te enviamos un enlace y un código a {$email}. Abre el enlace en este dispositivo o escribe aquí el código: tu resumen se queda en este dispositivo y sale en cuanto se confirme la dirección.
summary-code-label = Código del correo
summary-code-action = Confirmar
summary-code-busy = Confirmando...
summary-code-invalid-title = Código no válido
summary-code-invalid = Escribe el código de 6 dígitos que viene en el correo.
summary-code-failed-title = No se confirmó
summary-code-not-reached = Revisa tu conexión e inténtalo de nuevo.
summary-code-no-request = Este dispositivo no tiene ninguna solicitud para esa dirección. Vuelve a enviar tu resumen.
summary-confirmed-title = Dirección confirmada
summary-confirmed = Los resúmenes que envíes desde este dispositivo ahora llegan directo a tu bandeja de entrada.

## Los avisos del panel

summary-queued-title = Guardado para enviar después
summary-queued = Estás sin conexión. Tu resumen se enviará cuando vuelvas a estar en línea.
summary-unreached = No pudimos comunicarnos con el servicio. Tu resumen se enviará automáticamente cuando la conexión mejore.
summary-queue-full-title = Demasiados en espera
# $max: cuántos resúmenes guarda un dispositivo como máximo (20).
summary-queue-full = Este dispositivo ya guarda {$max} resúmenes para enviar después. Conéctate a internet para que puedan salir y luego inténtalo de nuevo.
# Guardado porque el servicio pidió esperar: $said son las palabras del propio servicio (en el idioma
# del miembro), y luego esto, salvo que ya digan que el resumen se queda (summary-held-kept-words).
summary-held-title = No se pudo enviar
summary-held = {$said} Tu resumen se queda en este dispositivo y se enviará más tarde.
# Palabras de la negativa del servicio que ya dicen que el resumen se queda en el dispositivo.
summary-held-kept-words = se queda en este dispositivo

## Los avisos del recorrido

summary-journey-sent-title = ¡Correo enviado!
summary-journey-sent = Tu recorrido hasta ahora se envió a tu correo.
summary-journey-offline-title = Estás sin conexión
summary-journey-offline = Conéctate a internet para enviar tu recorrido por correo. Todo sigue a salvo en este dispositivo.
summary-journey-unreached-title = No se envió
summary-journey-unreached = No pudimos comunicarnos con el servicio. Tu recorrido está a salvo en este dispositivo; inténtalo de nuevo cuando la conexión mejore.
summary-journey-too-long-title = Demasiado largo para un correo
summary-journey-too-long = Tu recorrido es más largo de lo que cabe en un correo. Usa “Guardar una copia” para conservarlo completo, o envía el resumen de cada día desde su página.
