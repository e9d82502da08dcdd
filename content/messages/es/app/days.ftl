# La lista de todos los días del ayuno (/days).

# El título de la página en la pestaña del navegador. $title: el título del programa.
days-page-title = Todos los días · {$title}
days-back = Volver a la portada
days-my-journey = Mi recorrido
# Un enlace al muro de oración (/prayer-wall), debajo de la lista.
days-prayer-wall = Muro de oración
# Un enlace para velar en oración (/watch), debajo del del muro de oración, si la iglesia vela por turnos.
days-watch = Velar en oración
days-heading = Todos los días
# Debajo del título: "Ayuno de oración de 40 días: 40 días, del vie 3 oct al mar 11 nov." $first y $last son fechas.
days-intro =
    { $length ->
        [one] {$title}: 1 día, el {$first}.
       *[other] {$title}: {$length} días, del {$first} al {$last}.
    }

## Un día de la lista

days-day = Día {$day}
# Después del número del día en la fila de hoy, tras " · ".
days-today = Hoy
# Un día cuya guía todavía no está escrita, en lugar de su tema.
days-coming-soon = Guía próximamente
# Lo que este dispositivo hizo ese día: "2 de 5 momentos de oración".
days-ticked =
    { $checkable ->
        [one] {$ticked} de 1 momento de oración
       *[other] {$ticked} de {$checkable} momentos de oración
    }
days-journal-written = Diario escrito

days-print = Edición impresa de toda la guía
