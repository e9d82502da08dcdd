# Lo que el service worker muestra con un recordatorio: sus botones, las palabras de un
# recordatorio que no puede leer, y la indicación de ayunar con seguridad en el primer
# recordatorio que muestra un dispositivo.

notification-mark-done = Marcar como hecho
notification-snooze = Posponer 15 min
notification-fallback-title = Es hora de orar
notification-fallback-body = Abre tu guía de oración para hoy.
notification-safety-pointer = ¿Es tu primera vez ayunando? Lee primero “Ayunar con seguridad” en la guía.
