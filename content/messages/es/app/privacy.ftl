# La página de privacidad (/privacy): lo que guarda la aplicación, lo que ve la iglesia y lo que nunca sale del teléfono.
# $church: el nombre de la iglesia.

# El título de la página en la pestaña del navegador. $title: el título del programa.
privacy-page-title = Privacidad · {$title}
privacy-back = Volver a la portada
privacy-all-days = Todos los días
privacy-heading = Tu privacidad
privacy-intro = Esta guía es tuya. Aquí te contamos, con claridad, qué guarda, qué ve {$church} y qué nunca sale de tu teléfono.

privacy-phone-heading = Lo que se queda en tu teléfono
privacy-phone-text = Los momentos de oración que marcas, tus diarios, tu conteo de agua y el tamaño de letra se guardan solo en este teléfono. Solo salen de él cuando decides enviarte un resumen por correo, y entonces solo a la dirección que escribes.
privacy-phone-wall = El muro de oración guarda en este teléfono las peticiones que compartiste con sus claves, el muro tal como lo viste la última vez y las peticiones por las que oraste, para que funcione sin conexión.
# $watch: "yes" donde la iglesia vela por turnos (los miembros se anotan en horas), si no "no". $church: el nombre de la iglesia.
privacy-phone-copy = { $watch ->
        [yes] “Guardar una copia”, en Mi recorrido, reúne tus marcas, tus diarios y tu conteo de agua en un archivo en tu propio dispositivo, junto con las peticiones de oración que compartiste y las horas de vigilia en que te anotaste, cada una con su clave o su código.
       *[no] “Guardar una copia”, en Mi recorrido, reúne tus marcas, tus diarios y tu conteo de agua en un archivo en tu propio dispositivo, junto con las peticiones de oración que compartiste, cada una con su clave.
    } El archivo se queda contigo: nunca se envía al servicio ni a {$church}. Quien lo tenga puede ver tus peticiones y retirarlas, así que guárdalo donde solo tú puedas abrirlo.

privacy-service-heading = Lo que guarda el servicio, y por cuánto tiempo
# Cada punto: una etiqueta en negrita y luego su texto.
privacy-summary-label = Un resumen que te envías por correo:
privacy-summary-text = se guarda solo hasta que se entrega, y luego se borra su texto. Tu dirección se recuerda solo como un código cifrado, para que nadie te escriba con demasiada frecuencia, y una dirección confirmada se guarda mientras dure el ayuno y 30 días más.
privacy-reminders-label = Recordatorios:
privacy-reminders-text = si los activas, la dirección que tu navegador da para las notificaciones, tu zona horaria, los momentos de oración que elegiste y si quieres recibir los anuncios de la iglesia. Al desactivar los recordatorios, se borran de inmediato.
privacy-guide-mail-label = La guía del día por correo:
privacy-guide-mail-text = si la pides, tu dirección y la hora que elegiste, con tu zona horaria, tu idioma, tu forma de ayunar y tu ritmo, que se guardan solo para enviarte cada mañana la guía del día. Nunca se le muestran a {$church}. Al detenerla, aquí o con el enlace de cualquiera de sus correos, se borran de inmediato; si no, se borran 7 días después de que termina el ayuno.

privacy-church-heading = Lo que ve {$church}
privacy-church-totals = Solo totales: cuántos teléfonos reciben recordatorios y cuántos correos se enviaron. Nunca tu nombre, tu dirección, tus marcas ni tus diarios.
privacy-church-tally = Si decides que se te cuente en el conteo de la iglesia, cada marca envía solo el día, el momento de oración y un número al azar que tu teléfono genera de nuevo cada día, así que nadie puede seguirte de un día al siguiente. El servicio guarda esos números solo hasta que el día termina en todo el mundo; después solo quedan los totales.
privacy-church-tally-shown = La iglesia y esta aplicación muestran el total de un momento de oración una hora después de que empieza, y el del día cuando el día termina, cada uno tal como estaba entonces: las marcas que se ponen o se quitan más tarde no se muestran, así que nadie puede ver cómo cambia un total para saber cuándo oró alguien. Un total menor que 5 aparece solo como “menos de 5”, para que un número pequeño no señale a nadie.
privacy-church-tally-limit = “Menos de 5” no puede detener a quien envía marcas inventadas por su cuenta: si resta las suyas, podría calcular cuántos teléfonos se contaron en un momento de oración (nunca cuáles), pero solo una vez pasada su hora, y sus marcas inventadas se quedan en el total. Para frenarlo, cada dirección de internet puede enviar 300 marcas al día (una casa o una iglesia conectadas a la misma red wifi las comparten). El servicio las cuenta con un código cifrado de la dirección, nunca con la dirección misma, y al día siguiente borra esos códigos junto con la clave que los generó.

## El muro de oración
privacy-wall-heading = El muro de oración
privacy-wall-asking = Si compartes una petición de oración, el servicio guarda su texto, su idioma y una forma cifrada de una clave que solo este teléfono tiene para esa petición: nunca tu nombre, tu dirección ni tu dispositivo. A menos que {$church} haya decidido publicar las peticiones de inmediato, alguien de la iglesia lee la tuya antes de que otros la vean.
privacy-wall-yours = Solo este teléfono, o una copia de tu recorrido guardada desde él, puede ver cómo van tus peticiones, marcar una como contestada o retirarla. Al retirarla, se borra del servicio de inmediato, junto con su conteo.
privacy-wall-praying = “Ya oré” y “Reportar” envían solo la petición y un código al azar que tu teléfono genera de nuevo para cada petición (y, en el caso de “Ya oré”, cada día), así que nadie puede saber quién oró o reportó, ni relacionar una de tus marcas con otra. Los códigos de “Ya oré” se borran cuando termina su día; solo quedan los totales.
# $days: cuántos días después del ayuno se conserva el muro.
privacy-wall-kept = { $days ->
        [0] Todo el muro, con cada petición, se borra cuando termina el ayuno.
        [one] Todo el muro, con cada petición, se borra 1 día después de que termina el ayuno.
       *[other] Todo el muro, con cada petición, se borra {$days} días después de que termina el ayuno.
    } Cada dirección de internet puede compartir 5 peticiones y enviar 300 oraciones y reportes al día, que se cuentan con un código cifrado de la dirección que se borra al día siguiente.

## Velar en oración
privacy-watch-heading = Velar en oración
privacy-watch-pledges = Si te anotas en un turno de la vigilia de oración, tu teléfono envía solo la noche, la hora y un código al azar que genera de nuevo para ese turno: nunca tu nombre, tu dirección ni nada que te identifique a ti o a tu teléfono. Si dejas el turno, se envía el mismo código, para poder quitarlo.
privacy-watch-counts = La vigilia guarda solo cuántos se anotaron en cada hora: cada turno se guarda con su noche, su hora y su código, que no dice de quién es, así que {$church} ve cuántos velan en cada hora, nunca quiénes. Este teléfono guarda los turnos en que te anotaste, con sus códigos, y la vigilia tal como la viste la última vez, para que funcione sin conexión.
privacy-watch-reminders = Si tienes los recordatorios activados, este teléfono envía las horas en que te anotaste para que te avisen al comienzo de cada una, en una lista aparte de tus turnos y sin sus códigos, así que ningún recordatorio se puede relacionar con un turno. El servicio guarda esa lista, de cada hora solo su noche y su hora, junto con la suscripción de recordatorios de este teléfono; cada hora se borra en cuanto pasa, y la lista entera con la suscripción cuando desactivas los recordatorios.
privacy-watch-thanks = “Velé esta hora” envía solo la noche, la hora y un código al azar que tu teléfono genera solo para esa respuesta: nada más. El servicio lo guarda como guarda un turno, para contar cuántos velaron en cada hora, y este teléfono guarda tu respuesta para no volver a preguntarte.
# $days: cuántos días después del ayuno se conservan los turnos anotados y las horas veladas (se borran junto con el muro de oración).
privacy-watch-kept = { $days ->
        [0] Todos los turnos anotados y cada “Velé esta hora” se borran cuando termina el ayuno.
        [one] Todos los turnos anotados y cada “Velé esta hora” se borran 1 día después de que termina el ayuno.
       *[other] Todos los turnos anotados y cada “Velé esta hora” se borran {$days} días después de que termina el ayuno.
    }
