# Las páginas propias de la aplicación: la portada y la página de una dirección que no existe.

## La portada

# El autor de la guía: solo su nombre, sin título ni artículo ("el pastor" no valdría para una pastora).
cover-credit = Por {$pastor}
cover-day-line = Día {$day} de {$length}
cover-percent-complete = {$percent} % completado
cover-begin-day = Comenzar el día {$day}
cover-links = El ayuno
cover-all-days = Todos los días del ayuno
cover-my-journey = Mi recorrido

## La página 404

not-found-text = ¡Uy! No encontramos esta página
not-found-home = Volver al inicio

## La pantalla de un error que ninguna página atendió (su enlace al inicio es not-found-home)

route-error-title = ¡Error inesperado en la aplicación!
# Debajo del título, cuando lo que falló no dice nada de sí mismo.
route-error-unknown = Error desconocido

## Títulos de los documentos

day-page-title = Día {$day}: {$theme} · {$title}
