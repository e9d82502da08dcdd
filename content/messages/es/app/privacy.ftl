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

privacy-service-heading = Lo que guarda el servicio, y por cuánto tiempo
# Cada punto: una etiqueta en negrita y luego su texto.
privacy-summary-label = Un resumen que te envías por correo:
privacy-summary-text = se guarda solo hasta que se entrega, y luego se borra su texto. Tu dirección se recuerda solo como un código cifrado, para que nadie te escriba con demasiada frecuencia, y una dirección confirmada se guarda mientras dure el ayuno y 30 días más.
privacy-reminders-label = Recordatorios:
privacy-reminders-text = si los activas, la dirección que tu navegador da para las notificaciones, tu zona horaria, los momentos de oración que elegiste y si quieres recibir los anuncios de la iglesia. Al desactivar los recordatorios, se borran de inmediato.

privacy-church-heading = Lo que ve {$church}
privacy-church-totals = Solo totales: cuántos teléfonos reciben recordatorios y cuántos correos se enviaron. Nunca tu nombre, tu dirección, tus marcas ni tus diarios.
privacy-church-tally = Si decides que se te cuente en el conteo de la iglesia, cada marca envía solo el día, el momento de oración y un número al azar que tu teléfono genera de nuevo cada día, así que nadie puede seguirte de un día al siguiente. El servicio guarda esos números solo hasta que el día termina en todo el mundo; después solo quedan los totales.
privacy-church-tally-shown = La iglesia y esta aplicación muestran el total de un momento de oración una hora después de que empieza, y el del día cuando el día termina, cada uno tal como estaba entonces: las marcas que se ponen o se quitan más tarde no se muestran, así que nadie puede ver cómo cambia un total para saber cuándo oró alguien. Un total menor que 5 aparece solo como “menos de 5”, para que un número pequeño no señale a nadie.
privacy-church-tally-limit = “Menos de 5” no puede detener a quien envía marcas inventadas por su cuenta: si resta las suyas, podría calcular cuántos teléfonos se contaron en un momento de oración (nunca cuáles), pero solo una vez pasada su hora, y sus marcas inventadas se quedan en el total. Para frenarlo, cada dirección de internet puede enviar 300 marcas al día (una casa o una iglesia conectadas a la misma red wifi las comparten). El servicio las cuenta con un código cifrado de la dirección, nunca con la dirección misma, y al día siguiente borra esos códigos junto con la clave que los generó.
