# "Escuchar" en la guía de un día: los pasajes, las oraciones y las declaraciones del día leídos en voz alta.

listen-listen = Escuchar
listen-pause = Pausar
listen-resume = Continuar
listen-stop = Detener
# La nota de lo que se está leyendo: $number de $total pasajes, $label el del pasaje.
listen-reading = Leyendo {$number} de {$total}: {$label}
listen-paused = En pausa en {$number} de {$total}: {$label}
# La etiqueta de un pasaje: a qué pertenece y qué es ("Reflexión de la mañana: Declaración",
# "Pasaje clave: Joel 2:12").
listen-passage = {$title}: {$part}
listen-declaration = Declaración {$number} de {$total}
