### El área de administración de la iglesia: sus páginas, en el primer idioma del programa, y el
### correo para iniciar sesión. Se trata de usted al administrador.

# El título de las páginas, antes del del programa.
admin-page-title = Administración
admin-back = Volver al área de administración
admin-back-to-page = Volver a la página de administración

## Lo que responde toda el área cuando no puede ayudar.

admin-other-origin-heading = Use la página de administración, por favor
# $link: admin-other-origin-link, un enlace a la página de administración.
admin-other-origin = Esta solicitud no vino de la propia página del área de administración, así que no se hizo nada. Abra { $link } e inténtelo de nuevo.
admin-other-origin-link = la página de administración
admin-off-heading = Aquí no hay nada
admin-off = El área de administración está desactivada, o este enlace no es válido. Abra el enlace del correo de inicio de sesión más reciente, por favor.
admin-unavailable-heading = Inténtelo de nuevo, por favor
admin-unavailable = No pudimos leer ni guardar en este momento. Vuelva a intentarlo en un minuto, por favor.

## Iniciar sesión.

admin-sign-in-heading = Iniciar sesión en el área de administración
admin-sign-in-intro = Escriba su correo electrónico. Si es el de uno de los administradores de la iglesia, le enviaremos un código y un enlace para iniciar sesión.
admin-email-label = Correo electrónico
admin-email-me = Enviarme un código
admin-email-invalid = Escriba su correo electrónico, por ejemplo, pastor@iglesia.org.
admin-check-heading = Revise su correo
# $email: la dirección escrita, en negrita.
admin-check-intro = Si { $email } es la dirección de un administrador, ya va en camino un correo para iniciar sesión (uno por minuto como máximo). Abra su enlace o escriba aquí su código. Cada código sirve una sola vez, durante 15 minutos; sirve el código de cualquier correo de inicio de sesión de los últimos 15 minutos.
admin-code-label = Código del correo
admin-sign-in-button = Iniciar sesión
admin-other-address = Usar otra dirección
# Todo código que no inicia sesión, sea cual sea el motivo y la dirección.
admin-refused-code = Ese código no inició su sesión. Un código sirve una sola vez, durante 15 minutos, y unos pocos intentos fallidos lo anulan. Revise el correo de inicio de sesión más reciente e inténtelo de nuevo, abra su enlace o pida un código nuevo.
admin-refused-expired = Ese enlace ha vencido: los enlaces sirven durante 15 minutos, hasta que su código se usa o se intenta demasiadas veces. Pida uno nuevo.
admin-refused-used = Ese enlace ya se usó. Pida uno nuevo.
admin-refused-storage = No pudimos iniciar su sesión en este momento. Vuelva a intentarlo en un minuto, por favor.

## El correo para iniciar sesión (su título y su botón son admin-sign-in-heading y admin-sign-in-button).

admin-mail-subject = Su código para iniciar sesión en la administración de “{ $title }”
admin-mail-intro = Alguien, esperamos que usted, pidió iniciar sesión en el área de administración de “{ $title }” de { $church }.
admin-mail-link-label = Iniciar sesión:
admin-mail-code-label = O escriba este código en la página de inicio de sesión:
admin-mail-expiry = El enlace y el código sirven una sola vez, durante 15 minutos.
admin-mail-ignore = Si no fue usted, ignore este correo: nadie puede iniciar sesión sin él.

## La página de administración.

admin-area-heading = Área de administración
admin-sign-out = Cerrar sesión
admin-signed-in-as = Sesión iniciada como { $email }
admin-glance-heading = El programa de un vistazo
admin-glance-today = Hoy (reloj de la iglesia)
admin-glance-not-started =
    { $days ->
        [one] Aún no comienza: el día 1 es mañana
       *[other] Aún no comienza: el día 1 es dentro de { $days } días
    }
admin-glance-over =
    { $days ->
        [one] Terminado: terminó hace { $days } día
       *[other] Terminado: terminó hace { $days } días
    }
admin-glance-day = Día { $day } de { $length }
admin-glance-start-date = Fecha de inicio
# Una fecha en las páginas de administración: "miércoles, 1 de octubre de 2025" ($weekday y $month como en dates.ftl).
admin-date = { weekday-name }, { $day } de { month-name } de { $year }
admin-glance-devices = Dispositivos con recordatorios
admin-glance-mails = Correos de las últimas 24 horas
admin-glance-mails-value = { $queued } del límite diario de { $cap }
admin-glance-waiting = Correos por enviar
admin-glance-reminders = Recordatorios
admin-glance-reminders-on = Activados
admin-glance-reminders-off = Desactivados (falta VAPID_SUBJECT)
admin-audit-heading = Registro de actividad
admin-audit-intro = Lo que hizo cada administrador, lo más reciente primero (horas en UTC).
# Una columna: cuándo ocurrió (el registro, los anuncios); y, en el formulario, cuándo enviar.
admin-when = Cuándo
admin-who = Quién
admin-what = Qué
