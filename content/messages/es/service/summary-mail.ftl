### El correo con el resumen de un miembro: un día, o su recorrido hasta hoy.

summary-day-title = Día { $day }: { $theme }
summary-day-subject = Día { $day }: { $theme } — el resumen de tu ayuno de oración
summary-journey-subject =
    Tu recorrido de ayuno y oración hasta hoy — { $days ->
        [one] 1 día
       *[other] { $days } días
    }
summary-journey-heading = Tu recorrido hasta hoy
# Debajo del título del recorrido: cuántos días abarca y entre qué fechas.
summary-journey-span =
    { $days ->
        [one] 1 día: { $first }
       *[other] { $days } días: del { $first } al { $last }
    }
summary-completed-heading = Actividades completadas
# El ritmo del miembro, cuando no es cada momento de oración: "Tu ritmo: Una vez al día".
summary-rhythm = Tu ritmo: { $rhythm }
summary-no-activities = Todavía no has completado ninguna actividad
summary-journal-heading = Lo que escribiste en tu diario
summary-declarations-heading = Declaraciones
# El enlace de vuelta al día, en la parte HTML.
summary-open-day = Abrir el día { $day } en la guía
# Lo mismo en la parte de texto, con la dirección.
summary-open-day-text = Abre el día { $day } en la guía: { $link }
# Cada resumen lleva a la página sobre ayunar con cuidado. $page: su título (un enlace en HTML).
summary-safety-html = ¿Ayunas bajo atención médica, o no sabes hasta dónde ayunar? Lee { $page }.
summary-safety-text = ¿Ayunas bajo atención médica, o no sabes hasta dónde ayunar? Lee “{ $page }”: { $link }
summary-footer-day = Recibes este correo porque esta dirección se escribió en la guía “{ $title }” de { $church } para enviarte el resumen del día. No se te enviará nada más a menos que vuelvas a pedirlo.
summary-footer-journey = Recibes este correo porque esta dirección se escribió en la guía “{ $title }” de { $church } para enviarte tu recorrido hasta hoy. No se te enviará nada más a menos que vuelvas a pedirlo.
# Every summary, under the safety line: the church's emergency number and who to reach for
# pastoral care. $number: the emergency number; $name: the contact; $reach: their phone and/or e-mail.
summary-care = En una emergencia, llama ahora al { $number }. Para oración y cuidado pastoral, comunícate con { $name }: { $reach }.
