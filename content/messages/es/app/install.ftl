# Instalar la aplicación, usarla sin conexión y actualizarla.

## Instalar

install-app = Instalar la aplicación
install-ios-title = Instala la guía en tu iPhone
# Antes y después del ícono de Compartir en la barra de Safari.
install-ios-share-before = Toca el botón Compartir
install-ios-share-after = en la barra de herramientas de Safari.
install-ios-share-icon = Compartir
# Entre comillas, las palabras del propio Safari.
install-ios-add = Elige “Agregar a inicio” y luego toca Agregar.

## Sin conexión y actualizaciones

install-offline-ready-title = Lista para usar sin conexión
install-offline-ready = Ahora todos los días de la guía se abren sin conexión.
install-update-available = Hay una nueva versión disponible
install-update-later = Más tarde
install-update-reload = Actualizar
