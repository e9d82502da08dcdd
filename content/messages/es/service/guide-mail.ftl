### La guía del día por correo: el correo de la mañana, y la página que abre su enlace para darse de baja.

guide-mail-subject = Día { $day }: { $theme }
guide-mail-greeting = Buenos días. Aquí tienes la guía de hoy; recórrela a tu propio ritmo.
guide-mail-prayer-heading = La oración de hoy
guide-mail-times-heading = Los tiempos de oración de hoy
guide-mail-focus-heading = El enfoque de oración de hoy
guide-mail-action = Paso: { $step }
guide-mail-why = Recibes este correo porque pediste la guía del día cada mañana a las { $time } ({ $zone }).
guide-mail-stop = Dejar de recibir estos correos
guide-mail-stop-text = Dejar de recibir estos correos: { $link }

guide-stop-page-title = Detener la guía del día
guide-stop-page-heading = ¿Dejar de recibir la guía del día por correo?
guide-stop-page-intro = Toca el botón y no se enviarán más guías a esta dirección. La dirección se borra de inmediato.
guide-stop-button = Detener los correos
guide-stop-done-heading = La guía del día se detuvo
guide-stop-done = Tu dirección fue borrada. Puedes volver a pedir la guía desde la aplicación cuando quieras.
guide-stop-gone-heading = No hay nada que detener
guide-stop-gone = Esta dirección ya no recibe la guía: se detuvo antes, o el ayuno ya terminó.
