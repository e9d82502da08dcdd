### Las demás secciones de la página de administración y sus páginas: orar juntos (el conteo), la
### cobertura de la vigilia de oración, el muro de oración y las grabaciones del pastor.

admin-download-csv = Descargar como CSV
# Una columna: el día del programa.
admin-day = Día

## Orar juntos.

# Una cifra menor que 5, o una que todavía no se publica.
admin-fewer = menos de 5
admin-not-yet = todavía no
admin-devices = Dispositivos
admin-together-heading = Orar juntos
# $link: admin-download-csv, un enlace al CSV.
admin-together-intro = Se cuenta solo a los miembros que así lo eligieron, de forma anónima: cada día, un dispositivo envía un identificador aleatorio nuevo, así que nadie puede ser seguido de un día a otro. Toda cifra menor que 5 aparece como “{ admin-fewer }”; la cifra de un momento de oración se publica una hora después de que comienza, y la del día cuando el día termina (“{ admin-not-yet }” hasta entonces). { $link }
admin-together-none = Todavía no hay conteos.
admin-together-table = Orar juntos, por día
admin-together-chart = Dispositivos que participan cada día, del día 1 al { $length }; el máximo es { $top }.
# Una barra del gráfico: $count es un número, o admin-fewer.
admin-together-bar = Día { $day }: { $count }

## La cobertura de la vigilia de oración.

admin-watch-heading = { $title }: la vigilia, hora por hora
# $zone: la zona horaria de la iglesia; $keepers: cuántos espera la iglesia que acompañen cada hora.
admin-watch-intro = Cuántos miembros se comprometieron a cada hora (horas del reloj de la iglesia, { $zone }). Cubierta: { $keepers } o más (keepersPerTurn en programme.json); escasa: menos; vacía: nadie todavía. Solo son conteos: un compromiso no nombra a nadie. { $link }
admin-watch-gaps-heading = Los huecos de las próximas 48 horas
admin-watch-no-gaps = Cada hora de las próximas 48 tiene a alguien que la acompaña.
admin-watch-gap = Noche del día { $day }, { $start }
admin-watch-gap-theme = Noche del día { $day }, { $start } ({ $theme })
admin-watch-draft = Redactar un anuncio sobre estas horas
admin-watch-table = La cobertura de la vigilia, por noche y hora
admin-watch-night = Noche del día
# Cómo está una hora: $cover es empty (vacía), thin (escasa) o covered (cubierta).
admin-watch-cover =
    { $cover ->
        [empty] vacía
        [thin] escasa
       *[covered] cubierta
    }
admin-watch-kept =
    { $kept ->
        [one] { $kept } cumplida
       *[other] { $kept } cumplidas
    }
# Las columnas del CSV (con admin-watch-night).
admin-watch-start = Inicio
admin-watch-starts-at = Comienza (UTC)
admin-watch-theme = Tema
admin-watch-keeping = Comprometidos
admin-watch-cover-column = Cobertura
admin-watch-kept-column = Cumplidas
# El anuncio redactado con los huecos de las próximas 48 horas, para que el administrador lo revise
# y lo envíe. Lo leen los miembros, a quienes la aplicación trata de tú.
admin-watch-draft-title =
    { $count ->
        [one] { $title }: { $count } hora sin nadie todavía
       *[other] { $title }: { $count } horas sin nadie todavía
    }
# $hours: cada admin-watch-draft-hour, separadas por "; ".
admin-watch-draft-body = Estas horas de la vigilia todavía no tienen a nadie que las acompañe: { $hours }. Abre Velar en oración en la aplicación para tomar una.
admin-watch-draft-hour = la noche del día { $day } a las { $start }

## El muro de oración.

admin-wall-heading = Muro de oración
admin-wall-intro = Las peticiones de los miembros aparecen en el muro solo cuando un administrador las aprueba. Usted ve únicamente el texto: el servicio nunca sabe quién lo escribió. Antes de aprobar una petición, edítela para proteger la privacidad (solo nombres de pila, y ningún detalle de salud de nadie sin su permiso).
admin-wall-intro-auto = Las peticiones de los miembros aparecen en el muro solo cuando un administrador las aprueba (la aprobación automática está activada en programme.json: las peticiones nuevas se muestran de inmediato y llegan aquí solo cuando los miembros las reportan). Usted ve únicamente el texto: el servicio nunca sabe quién lo escribió. Antes de aprobar una petición, edítela para proteger la privacidad (solo nombres de pila, y ningún detalle de salud de nadie sin su permiso).
admin-wall-choose = Elija Aprobar o Rechazar.
# $refused: uno de admin-wall-text-*.
admin-wall-not-approved = No se aprobó: { $refused }. Edítela (solo nombres de pila, sin enlaces, correos electrónicos ni números de teléfono) y vuelva a aprobarla.
admin-wall-text-empty = el texto está vacío
admin-wall-text-too-long = el texto supera su límite
admin-wall-text-control = el texto tiene un carácter de control
admin-wall-text-link = el texto tiene un enlace
admin-wall-text-email = el texto tiene un correo electrónico
admin-wall-text-phone = el texto tiene un número de teléfono
admin-wall-nothing = No hay nada pendiente.
admin-wall-thanks = Una línea de agradecimiento (la petición fue respondida)
admin-wall-reported = Reportada por miembros: fuera del muro hasta que usted decida
admin-wall-new = Una petición nueva
# $kind: admin-wall-thanks, -reported o -new; $lang: el código del idioma.
admin-wall-legend = { $kind } · idioma: { $lang }
admin-wall-legend-reports =
    { $reports ->
        [one] { $kind } · reportada { $reports } vez · idioma: { $lang }
       *[other] { $kind } · reportada { $reports } veces · idioma: { $lang }
    }
admin-wall-text-label = Texto (edítelo para proteger la privacidad)
admin-approve = Aprobar
admin-decline = Rechazar
# La sección de la página de administración; $link: admin-wall-read.
admin-wall-none-waiting = No hay nada pendiente para usted. { $link }
admin-wall-waiting =
    { $count ->
        [one] { $count } petición espera que usted la lea. { $link }
       *[other] { $count } peticiones esperan que usted las lea. { $link }
    }
admin-wall-read = Leer las peticiones del muro de oración

## Las grabaciones del pastor.

admin-recordings-heading = Grabaciones
admin-recordings-intro = Su grabación de la guía de un día se reproduce encima del texto en la página del día, en el idioma en que la grabó; los miembros pueden guardar una semana de grabaciones en su teléfono. Suba archivos Opus, AAC (M4A) o MP3 de 25 MB como máximo (de 64 a 128 kbit/s basta para la voz). Una grabación nueva reemplaza la del día.
admin-recordings-unread = No se pudo leer el formulario. Elija el archivo de nuevo y vuelva a subirlo, por favor.
admin-recordings-upload = Subir una grabación
admin-recordings-day = Día { $day }: { $theme }
admin-language = Idioma
admin-recording = Grabación
admin-upload = Subir
admin-recordings-kept = Guardadas
admin-recordings-none = Todavía no hay grabaciones: los miembros escuchan la guía con la voz de su teléfono, donde la tenga.
admin-length = Duración
admin-size = Tamaño
admin-delete = Eliminar
admin-recordings-delete = Eliminar la grabación del día { $day } ({ $lang })
# La sección de la página de administración; $link: admin-recordings-change.
admin-recordings-section = Grabe la guía del día con su propia voz: se reproduce encima del texto en la página del día. { $link }
admin-recordings-change = Subir o cambiar las grabaciones

## Por qué no se guardó ni se eliminó una grabación.

admin-recording-refused-day = Elija un día del programa que tenga guía.
admin-recording-refused-language = Elija uno de los idiomas del programa.
admin-recording-refused-not-found = No hay ninguna grabación de ese día en ese idioma.
admin-recording-refused-empty = Elija una grabación para subir: el archivo estaba vacío.
admin-recording-refused-too-large = Este archivo pesa más de 25 MB. Suba una grabación más corta, o una guardada con una tasa de bits más baja (de 64 a 128 kbit/s basta para la voz), por favor.
admin-recording-refused-not-audio = Este archivo no es una grabación de audio que la guía pueda reproducir (diga lo que diga su nombre). Suba una grabación Opus, AAC (M4A) o MP3, por favor.
admin-recording-refused-other-codec = Esta grabación está en un formato que la guía no reproduce en todas partes. Expórtela como Opus, AAC (M4A) o MP3, por favor.
admin-recording-refused-length = Esta grabación dura más de una hora, o no se puede leer su duración. Suba solo la guía del día, por favor.
