# Partes comunes de todas las páginas: los avisos, la franja sin conexión y la fila de enlaces de arriba.
# Forma parte de la primera carga: que este archivo siga siendo breve.

## Avisos

toasts-region = Notificaciones
toast-dismiss = Cerrar aviso

## La franja sin conexión

offline-banner = Estás sin conexión. La guía sigue funcionando.

## Los enlaces de arriba de una página

page-nav = Guía
