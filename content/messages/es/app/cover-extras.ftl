# Debajo de la primera pantalla de la portada, cargado después de mostrarla (el resto son palabras de otras funciones).

# El enlace al pie de la portada hacia la página de privacidad.
cover-extras-privacy = Tu privacidad

# El enlace al muro de oración (/prayer-wall), debajo de ayunar con seguridad.
cover-extras-prayer-wall = Muro de oración

# El enlace para velar en oración (/watch), debajo del del muro de oración, si la iglesia vela por turnos.
cover-extras-watch = Velar en oración
