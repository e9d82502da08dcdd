# El muro de oración (/prayer-wall): los miembros piden oración a la iglesia, oran unos por otros
# y siguen las peticiones que compartieron desde este dispositivo.
# $church: el nombre de la iglesia.

# El título de la página en la pestaña del navegador. $title: el título del programa.
prayer-wall-page-title = Muro de oración · {$title}
prayer-wall-back = Volver a la portada
prayer-wall-all-days = Todos los días
prayer-wall-heading = Muro de oración
prayer-wall-intro = Comparte con {$church} tus peticiones de oración, y oremos unos por otros.

## Pedir oración a la iglesia

prayer-wall-ask-legend = Pide oración a tu iglesia
prayer-wall-ask-label = Tu petición de oración
# Se muestra antes de enviar, siempre.
prayer-wall-ask-care = Usa solo nombres de pila y no compartas detalles de la salud de nadie sin su permiso.
prayer-wall-ask-review = {$church} lee cada petición antes de que aparezca en el muro.
# Donde la iglesia publica las peticiones sin leerlas antes.
prayer-wall-ask-auto = Tu petición aparece en el muro en cuanto la compartes. {$church} retira lo que no corresponda.
# El conteo bajo un cuadro de texto. $length y $max tal como se escriben ("12", "280").
prayer-wall-count = {$length} de {$max} caracteres
prayer-wall-ask-empty = Escribe tu petición antes de compartirla.
prayer-wall-ask-submit = Compartir con la iglesia
prayer-wall-ask-editing = Esta petición no se envió. Corrígela y vuelve a compartirla.
prayer-wall-ask-cancel-edit = Dejar de editar
prayer-wall-asked-waiting = Gracias. {$church} leerá tu petición antes de que aparezca en el muro.
prayer-wall-asked-shown = Gracias. Tu petición ya está en el muro.
prayer-wall-asked-queued = Parece que no tienes conexión. Tu petición queda guardada en este dispositivo y se enviará cuando vuelvas a estar en línea.
# Con conexión, pero el servicio no pudo recibirla (estaba ocupado o fallando).
prayer-wall-asked-later = El servicio de la iglesia no pudo recibir tu petición en este momento. Queda guardada en este dispositivo y se enviará la próxima vez que abras la guía.
prayer-wall-not-kept = Este dispositivo no pudo guardar tu petición. Inténtalo de nuevo.

## El muro

prayer-wall-list-title = Oramos unos por otros
prayer-wall-loading = Abriendo el muro…
prayer-wall-empty = Todavía no hay peticiones en el muro.
prayer-wall-stale = Este es el muro tal como lo vio este dispositivo la última vez: puede que no esté al día.
prayer-wall-unavailable = Ahora no se puede abrir el muro. Lo que compartas y tus oraciones quedan guardados en este dispositivo y se enviarán cuando vuelvas a estar en línea.
prayer-wall-answered = Contestada
# Antes de las palabras de gratitud de quien la pidió (en el idioma en que las escribió).
prayer-wall-thanks = Agradecimiento:
prayer-wall-yours = La compartiste tú
prayer-wall-prayed = Ya oré
# $count: cuántas veces oraron por ella; $times: ese número tal como se escribe ("1312").
prayer-wall-prayed-count = { $count ->
        [0] Todavía nadie ha orado por esta petición
        [one] Oraron por esta petición {$times} vez
       *[other] Oraron por esta petición {$times} veces
    }
prayer-wall-prayed-thanks = Gracias por orar.
prayer-wall-prayed-before = Desde el primer día del ayuno, podrás decirle a la iglesia cada día que oraste.
prayer-wall-prayed-after = El ayuno terminó y los conteos quedan como están. Gracias por orar.
prayer-wall-report = Reportar
prayer-wall-report-question = ¿Quieres reportar esta petición a la iglesia? Se ocultará en este dispositivo y la iglesia la volverá a leer.
prayer-wall-report-confirm = Sí, reportarla
prayer-wall-report-cancel = Cancelar
prayer-wall-reported = Gracias por avisarnos. La petición quedó oculta en este dispositivo.

## Mis peticiones

prayer-wall-mine-title = Mis peticiones
prayer-wall-mine-note = Solo este dispositivo, y una copia de tu recorrido guardada desde él, saben que estas peticiones son tuyas: nunca se envía un nombre ni una cuenta.
prayer-wall-mine-empty = Aquí aparecerán las peticiones que compartas desde este dispositivo.
# $date: cuándo se compartió ("vie 3 oct").
prayer-wall-shared-on = Compartida el {$date}
prayer-wall-status-queued = En espera: se enviará en cuanto este dispositivo pueda conectarse con la iglesia.
prayer-wall-status-refused = Todavía no se ha enviado.
prayer-wall-status-waiting = Esperando a que la iglesia la lea.
prayer-wall-status-shown = Está en el muro.
prayer-wall-status-declined = No se publicó en el muro.
prayer-wall-status-hidden = Se retiró del muro por reportes; la iglesia la volverá a leer.
prayer-wall-status-gone = La iglesia ya no la guarda.
prayer-wall-answered-yours = La marcaste como contestada.
prayer-wall-edit = Editar
prayer-wall-mark-answered = Marcar como contestada
prayer-wall-answered-legend = Marcar esta petición como contestada
prayer-wall-thanks-label = Unas palabras de gratitud (opcional)
prayer-wall-answered-cancel = Cancelar
prayer-wall-answered-done = Quedó marcada como contestada. ¡Gracias por compartir la buena noticia!
prayer-wall-withdraw = Retirar
prayer-wall-withdraw-question = ¿Quieres retirar esta petición? Se borrará de inmediato, junto con su conteo.
prayer-wall-withdraw-confirm = Sí, retirarla
prayer-wall-withdraw-cancel = Conservarla
prayer-wall-withdrawn = Retiraste tu petición.
prayer-wall-offline = No se pudo conectar con el servicio de la iglesia. Inténtalo de nuevo cuando vuelvas a estar en línea.
