### Las notificaciones y el calendario.

# El recordatorio de un momento del día: "6:00 a. m. · Consagración de apertura", y luego "Día 3 · <tema>".
reminder-title = { $time } · { $slot }
reminder-body = Día { $day } · { $theme }
test-reminder-title = Recordatorio de prueba · Ayuno de oración
test-reminder-body = Esta es una prueba. Tus recordatorios llegarán así a las horas de oración que elegiste.
# Un evento del calendario: "6:00 a. m. · Consagración de apertura (Día 3)".
calendar-event-title = { $time } · { $slot } (Día { $day })
# Una hora de la vigilia que el miembro se comprometió a velar, al comenzar: "Tu hora de vigilia · 10:00 p. m.",
# y luego su tema y los pasos de la guía.
watch-reminder-title = Tu hora de vigilia · { $time }
# El evento del calendario de esa hora: "10:00 p. m. · Segunda vigilia (Día 12)".
watch-event-title = { $time } · { $watch } (Día { $day })
