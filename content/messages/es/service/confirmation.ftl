### Confirmar una dirección: el correo con su enlace y su código, y la página que abre el enlace.

confirm-mail-subject = Confirma tu correo electrónico para “{ $title }”
confirm-mail-heading = Confirma tu correo electrónico
confirm-mail-intro = Alguien, esperamos que hayas sido tú, le pidió a la guía “{ $title }” de { $church } que enviara el resumen de un día a esta dirección.
confirm-mail-intro-guide = Alguien, esperamos que hayas sido tú, le pidió a la guía “{ $title }” de { $church } que enviara cada mañana la guía del día a esta dirección.
confirm-mail-link-label = Para recibirlo, confirma tu dirección:
confirm-mail-code-label = Tu código:
confirm-mail-after = Abre el enlace en el teléfono o la computadora desde donde lo pediste (o escribe allí el código en la guía). El resumen sale desde la guía en cuanto confirmes, y los siguientes resúmenes que envíes desde el mismo dispositivo llegarán directo a tu bandeja de entrada.
confirm-mail-after-guide = Abre el enlace en el teléfono o la computadora desde donde lo pediste (o escribe allí el código en la guía). La primera guía sale la mañana siguiente a tu confirmación, y cada guía trae un enlace para detenerlas con un solo clic.
confirm-mail-ignore = Si no fuiste tú, simplemente ignora este correo: no se guardó nada del resumen, y no se enviará nada a esta dirección a menos que se confirme desde la guía.
# El botón del correo y el de la página.
confirm-button = Confirmar mi dirección

confirm-page-title = Confirma tu dirección
confirm-page-heading = Confirma tu correo electrónico
confirm-page-intro = Toca el botón para confirmar esta dirección en la guía “{ $title }” de { $church }. Luego vuelve a la guía: el resumen que pediste saldrá desde allí.
confirm-page-elsewhere = Este navegador no tiene la solicitud de este enlace. Si la hiciste desde la guía en otro dispositivo, o desde la aplicación en tu pantalla de inicio, abre la guía allí y escribe el código del correo.
confirm-page-not-me = Yo no pedí esto
confirm-page-not-me-done-heading = Gracias: no se enviará nada más
confirm-page-not-me-done = Todas las solicitudes para enviar correos a esta dirección han terminado. No se le enviará nada más a menos que se vuelva a confirmar desde la guía.
confirm-page-confirmed-heading = Gracias: tu dirección está confirmada
confirm-page-confirmed = Vuelve a la guía: el resumen que pediste saldrá en cuanto la abras. De ahora en adelante, los resúmenes que envíes desde el mismo dispositivo llegarán directo a tu bandeja de entrada.
confirm-page-open-guide = Abrir la guía
confirm-page-other-device-heading = Abre la guía donde lo pediste
confirm-page-other-device = Este navegador no tiene la solicitud a la que pertenece este enlace, así que no puede confirmarla. Si la hiciste desde la guía en otro dispositivo, o desde la aplicación en tu pantalla de inicio, abre la guía allí y escribe el código del correo.
confirm-page-other-device-not-me = Si no lo pediste, avísanos y no se enviará nada a esta dirección.
confirm-page-expired-heading = Este enlace ha vencido
confirm-page-expired = Los enlaces sirven durante 48 horas. Vuelve a enviar tu resumen desde la guía y te mandaremos un enlace nuevo.
confirm-page-unavailable-heading = Por favor, inténtalo de nuevo
confirm-page-unavailable = No pudimos guardar tu respuesta en este momento. Vuelve atrás y toca el botón otra vez en un minuto.
confirm-page-invalid-heading = Este enlace no es válido
confirm-page-invalid = Abre el enlace del correo de confirmación más reciente, o vuelve a enviar tu resumen desde la guía.
# Cualquiera de las páginas propias del servicio, cuando un dispositivo lo intentó demasiadas veces.
service-page-tries-heading = Espera un minuto, por favor
service-page-tries = Demasiados intentos desde este dispositivo. Espera un minuto y vuelve a intentarlo.
