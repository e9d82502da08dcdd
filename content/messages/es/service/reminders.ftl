### Las notificaciones y el calendario.

# El recordatorio de un momento del día: "6:00 a. m. · Consagración de apertura", y luego "Día 3 · <tema>".
reminder-title = { $time } · { $slot }
reminder-body = Día { $day } · { $theme }
test-reminder-title = Recordatorio de prueba · Ayuno de oración
test-reminder-body = Esta es una prueba. Tus recordatorios llegarán así a las horas de oración que elegiste.
# Un evento del calendario: "6:00 a. m. · Consagración de apertura (Día 3)".
calendar-event-title = { $time } · { $slot } (Día { $day })
