# En cada página, cuando termina (con la app abierta) un turno de la vigilia en que se anotó este
# dispositivo: ¿lo veló el miembro? No se vuelve a preguntar por esa hora, sea cual sea la respuesta.
# $day: el día de esa noche. $time: el inicio del turno en el reloj de la iglesia ("9:00 p. m.").

# El nombre de la zona donde aparece la pregunta (un punto de referencia, para las tecnologías de apoyo).
watch-prompt-region = Tu hora de vigilia
watch-prompt-ended = Tu hora de vigilia ha terminado.
watch-prompt-turn = Noche del día {$day}, {$time}
watch-prompt-kept = Velé esta hora
watch-prompt-dismiss = Descartar
watch-prompt-thanks = Gracias por velar en oración.
# $error: las palabras del servicio cuando no la contó.
watch-prompt-refused = No se contó: {$error}
watch-prompt-close = Cerrar
