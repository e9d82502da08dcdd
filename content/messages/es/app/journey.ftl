# Mi recorrido (/journey): todo lo que este dispositivo guarda a lo largo del ayuno, los días que
# aún puedes orar, y una copia de todo para ponerlo a salvo (Guardar una copia, Restaurar una copia).

# Palabras que comparten varios mensajes de abajo.
-nothing-changed = No se cambió nada en este dispositivo.

## La página

# El título de la página en la pestaña del navegador. $title: el título del programa.
journey-page-title = Mi recorrido · {$title}
journey-back = Volver a la portada
journey-all-days = Todos los días
journey-heading = Mi recorrido
journey-intro = Todo lo que guardas durante el {$title}, día por día: los momentos de oración que marcas, el agua que tomas y las palabras que escribes en cada diario. Se queda en este dispositivo, a menos que lo envíes o guardes una copia.
journey-open-title = Días que aún puedes orar
journey-catch-up = Retomar el día {$day}
# Sin nada guardado todavía: el texto, luego un enlace a la lista de días ("elige un día") y el final de la oración.
journey-empty-start = Tu recorrido se irá reuniendo aquí. No hay un lugar equivocado para comenzar:
journey-empty-link = elige un día
journey-empty-end = .
journey-search = Buscar en tu recorrido
journey-no-match = Nada de lo que escribiste coincide con “{$query}”.
journey-print = Imprimir la guía con mis diarios
# El título del interruptor del conteo de la iglesia.
journey-praying-together = Orando juntos

## Un día del recorrido

journey-entry-title = Día {$day}: {$theme}
# Un día cuya guía ya no existe.
journey-entry-day = Día {$day}
journey-ticked =
    { $checkable ->
        [one] {$ticked} de 1 momento de oración
       *[other] {$ticked} de {$checkable} momentos de oración
    }
# Lo mismo, nombrándolos: $slots son sus títulos, separados por ", ".
journey-ticked-named = { journey-ticked }: {$slots}
journey-water =
    { $goal ->
        [one] {$glasses} de 1 vaso de agua
       *[other] {$glasses} de {$goal} vasos de agua
    }

## Ponlo a salvo

journey-keep-safe = Ponlo a salvo
# $watch: "yes" donde la iglesia vela por turnos (los miembros se anotan en horas), si no "no".
journey-keep-safe-text = Tu recorrido se guarda solo en este dispositivo. Guarda una copia de vez en cuando y restáurala en un teléfono o navegador nuevo: las marcas y los diarios que ya están aquí nunca se reemplazan. { $watch ->
        [yes] La copia también lleva las peticiones de oración que compartiste y tus horas de vigilia, con las claves que las hacen tuyas, así que guárdala donde solo tú puedas abrirla.
       *[no] La copia también lleva las peticiones de oración que compartiste, con las claves que las hacen tuyas, así que guárdala donde solo tú puedas abrirla.
    }
journey-save = Guardar una copia
journey-restore = Restaurar una copia
journey-choose-copy = Elegir una copia guardada
# El nombre del archivo guardado; $date es el día en que se guardó (2026-11-20).
journey-file-name = recorrido-ayuno-de-oracion-{$date}.json
journey-saved = Se guardó {$file}. Consérvalo en un lugar seguro, como tu correo electrónico o tu almacenamiento en la nube.
journey-save-failed = Este navegador no pudo hacer la copia. Vuelve a intentarlo desde la aplicación instalada.
journey-unreadable = No se pudo leer este archivo. { -nothing-changed }
journey-not-stored = Este navegador no quiso guardar la copia restaurada (puede que su almacenamiento esté lleno). { -nothing-changed }

## Por qué no se puede restaurar un archivo

journey-file-too-large = Este archivo pesa más de 5 MB, así que no es una copia guardada por esta guía. { -nothing-changed }
journey-file-not-a-copy = Este archivo no es una copia guardada por esta guía. { -nothing-changed }
journey-file-version = Esta copia se guardó en un formato que esta versión de la guía no puede leer (versión {$version}). { -nothing-changed }
journey-file-damaged = Este archivo está dañado: no es la copia que se guardó. { -nothing-changed }
journey-file-unreadable-parts = Este archivo está dañado: no se pueden leer partes de él. { -nothing-changed }
# $title y $start: el título y la fecha de inicio del otro programa (2027-02-10).
journey-file-other-programme = Esta copia pertenece a otro programa ({$title}, que comienza el {$start}). { -nothing-changed }

## Lo que dice una restauración

journey-restored-slots =
    { $count ->
        [one] 1 momento de oración
       *[other] {$count} momentos de oración
    }
journey-restored-journals =
    { $count ->
        [one] 1 diario
       *[other] {$count} diarios
    }
journey-restored-water =
    { $count ->
        [one] 1 vaso de agua
       *[other] {$count} vasos de agua
    }
journey-restored-requests =
    { $count ->
        [one] 1 petición de oración
       *[other] {$count} peticiones de oración
    }
journey-restored-hours =
    { $count ->
        [one] 1 hora de vigilia
       *[other] {$count} horas de vigilia
    }
# $parts: lo que se añadió, los mensajes de arriba separados por ", ".
journey-restored = Se restauró: {$parts}. No se reemplazó nada de lo que ya estaba en este dispositivo.
# $shortened: cuántos diarios no tuvieron espacio para todo el texto de la copia (ver journey-restored-shortened).
journey-restored-nothing =
    { $shortened ->
        [0] Todo lo que hay en esta copia ya está en este dispositivo.
       *[other] Todo lo demás que hay en esta copia ya está en este dispositivo.
    }
# $max: un número ya formateado ("10.000").
journey-restored-shortened =
    { $count ->
        [one] 1 diario no tuvo espacio para todo el texto de la copia (un diario admite hasta {$max} caracteres); el resto sigue en la copia.
       *[other] {$count} diarios no tuvieron espacio para todo el texto de la copia (un diario admite hasta {$max} caracteres); el resto sigue en la copia.
    }

## Marcas en un diario que también guarda el texto de una copia restaurada. $date: el día en que se guardó la copia ("20 de noviembre de 2026").

journey-restored-mark = — De la copia guardada el {$date} —
# Después de un texto restaurado que se acortó para que cupiera, en una línea aparte.
journey-shortened-mark = — El resto de este texto está en la copia guardada el {$date} —

## Lo que el almacenamiento de este dispositivo significa para el recorrido

# $watch: como en journey-keep-safe-text.
journey-storage-refused = Este navegador podría borrar lo que guarda esta guía si el dispositivo se queda sin espacio. { $watch ->
        [yes] Guarda una copia de vez en cuando para poner a salvo tu recorrido, tus peticiones de oración y tus horas de vigilia.
       *[no] Guarda una copia de vez en cuando para poner a salvo tu recorrido y tus peticiones de oración.
    }
journey-storage-nearly-full = El almacenamiento de este dispositivo está casi lleno, y el navegador podría borrar lo que guarda esta guía. { $watch ->
        [yes] Guarda una copia para poner a salvo tu recorrido, tus peticiones de oración y tus horas de vigilia.
       *[no] Guarda una copia para poner a salvo tu recorrido y tus peticiones de oración.
    }
