### Los anuncios del área de administración: el formulario, su vista previa y la lista de los
### anuncios escritos.

admin-announcements-heading = Anuncios
admin-announcement-edit-heading = Editar el anuncio
admin-announcement-write-heading = Escribir un anuncio
admin-announcement-intro = Llega a los miembros como notificación (si tienen activados los anuncios de la iglesia) y como tarjeta en la aplicación. Como máximo { $most } al día: más se vuelven ruido que los miembros aprenden a ignorar.
# La región de la vista previa y el botón que la muestra.
admin-preview = Vista previa
admin-preview-notification = Como notificación
admin-preview-card = Como tarjeta en la aplicación
admin-preview-from = De { $church }
admin-preview-opens = Abre { $link }
# $language: el idioma como se nombra a sí mismo (language-name).
admin-preview-notification-in = Como notificación en { $language }
admin-title-label = Título (como máximo { $most } caracteres)
admin-text-label = Texto (como máximo { $most } caracteres)
admin-translation-legend = En { $language } (opcional: los miembros que tienen la aplicación en { $language } lo reciben con estas palabras; los demás, con las de arriba)
admin-title-in = Título en { $language }
admin-text-in = Texto en { $language }
# La página de la aplicación que abre un anuncio.
admin-opens = Abre
admin-opens-nothing = Sin enlace
admin-opens-cover = La portada
admin-opens-days = La lista de días
admin-opens-journey = Mi recorrido
admin-day-number = Día { $day }
admin-send-now = Enviar ahora
# $zone: la zona horaria de la iglesia (CHURCH_TIME_ZONE).
admin-send-at = A una hora del reloj de la iglesia ({ $zone })
admin-date-and-time = Fecha y hora
admin-about-watch = Sobre la vigilia de oración de esta noche: no se envía a los miembros para quienes ya pasaron las 21:30 (lo ven en la aplicación)
admin-save = Guardar
admin-save-changes = Guardar los cambios
admin-cancel-announcement = Cancelar este anuncio
admin-announcements-none = Todavía no hay ninguno.
admin-announcement-column = Anuncio
admin-state-column = Estado
admin-cancelled = Cancelado
# $link: admin-edit-or-cancel, un enlace a la página del anuncio.
admin-scheduled = Programado · { $link }
admin-edit-or-cancel = Editar o cancelar
admin-gone-out = Enviado · entregados { $sent }, fallidos { $failed }, sin destinatario { $gone }
admin-gone-out-retried = Enviado · entregados { $sent }, fallidos { $failed }, sin destinatario { $gone } · reintentados { $retried }

## Por qué no se guardó un anuncio.

admin-refused-no-title = Escriba un título, por favor.
admin-refused-title-too-long = El título tiene { $length } caracteres; en una notificación caben { $most } como máximo.
admin-refused-no-text = Escriba el texto del anuncio, por favor.
admin-refused-text-too-long = El texto tiene { $length } caracteres; caben { $most } como máximo.
admin-refused-control = El título y el texto no pueden tener caracteres de control.
admin-refused-link = El enlace debe ser una página de la aplicación: la portada, la lista de días, el recorrido o un día del programa.
# $language: el idioma como se nombra a sí mismo; $refused: uno de los motivos de arriba.
admin-refused-translation = En { $language }: { $refused }
admin-refused-half-translated = En { $language }, escriba el título y el texto, o deje ambos vacíos.
admin-refused-in-the-past = Esa hora ya pasó. Elija una posterior, o envíelo ahora.
# $last-day y $until: admin-date.
admin-refused-after-programme = Eso es después del programa, que termina el { $last-day }: elija una hora anterior al { $until }.
admin-refused-day-full = Ese día ya tiene { $most } anuncios: más se vuelven ruido que los miembros aprenden a ignorar. Elija otro día, o edite uno de ellos.
admin-refused-today-full = Hoy ya hay { $most } anuncios: más se vuelven ruido que los miembros aprenden a ignorar. Este no se envió, y sus palabras siguen abajo: prográmelo para otro día.
admin-refused-not-pending = Ese anuncio ya se envió o se canceló, así que ya no se puede cambiar.
