# El documento de cada página: lo que el navegador muestra antes de que la aplicación corra, los buscadores y las tarjetas al compartir.

document-title = Ayuno de oración de 40 días
document-description = Una guía personal para el ayuno de oración de 40 días de la iglesia: Escritura diaria, oración, momentos de oración con horario, diario y declaraciones.
document-noscript = Esta guía de oración necesita JavaScript para funcionar.

## La aplicación instalada (su manifiesto web)

manifest-name = Ayuno de oración de 40 días — Guía personal
manifest-short-name = Ayuno y oración
