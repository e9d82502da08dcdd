# La grabación del pastor de un día, en la página del día sobre el texto (que sigue siendo su transcripción).

recordings-heading = Escucha al pastor leer este día
recordings-play = Reproducir
recordings-pause = Pausar
recordings-back = Retroceder 15 segundos
# El botón de velocidad: $speed la velocidad actual ("1,25"); al pulsarlo pasa a la siguiente.
recordings-speed = Velocidad {$speed}×
recordings-speed-label = Velocidad {$speed}×, cambiar la velocidad
# Dónde va la grabación: $position de $length, ambos en minutos:segundos.
recordings-position = {$position} de {$length}
recordings-length = Duración {$length}
recordings-audio = La grabación, con los controles de tu navegador
recordings-keep = Guarda en este teléfono las grabaciones de esta semana
recordings-keeping = Guardando las grabaciones de esta semana…
# $size el espacio que ocupan ("12,4 MB").
recordings-kept = Las grabaciones de esta semana están en este teléfono ({$size}), para cuando no tengas conexión.
recordings-remove = Quítalas de este teléfono
recordings-removed = Se quitaron las grabaciones de este teléfono.
recordings-keep-failed = No pudimos guardar las grabaciones. Revisa tu conexión e inténtalo de nuevo.
