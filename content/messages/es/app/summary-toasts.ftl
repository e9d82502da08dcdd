# Los avisos del resumen que cualquier página puede mostrar: un resumen guardado en el dispositivo
# sale (o espera a que se confirme su dirección) al abrir la aplicación. Forma parte de la primera
# carga: las palabras de los paneles están en summary.ftl.

summary-sent-title = ¡Correo enviado!
summary-sent = Tu resumen del día se envió a tu correo.
summary-failed-title = No se pudo enviar
summary-failed = Hubo un error al enviar tu resumen. Por favor, inténtalo de nuevo.

## El primer resumen a una dirección: el servicio le envió en su lugar un enlace y un código de confirmación

summary-confirm-title = Revisa tu bandeja de entrada para confirmar tu dirección
# $email: la dirección, tal como se escribió.
summary-confirm-to = Te enviamos un correo breve a {$email}. Abre su enlace en este dispositivo o escribe su código aquí abajo: tu resumen se queda en este dispositivo y sale en cuanto confirmes.
# Cuando esperan varias direcciones, no se nombra ninguna.
summary-confirm = Te enviamos un correo breve. Abre su enlace en este dispositivo o escribe su código aquí abajo: tu resumen se queda en este dispositivo y sale en cuanto confirmes.
