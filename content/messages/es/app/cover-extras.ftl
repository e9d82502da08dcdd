# Debajo de la primera pantalla de la portada, cargado después de mostrarla (el resto son palabras de otras funciones).

# El enlace al pie de la portada hacia la página de privacidad.
cover-extras-privacy = Tu privacidad
