# El aviso más reciente de la iglesia, en la portada hasta que el miembro lo descarta.

# $church: el nombre de la iglesia.
announcement-from = De parte de {$church}
announcement-open = Abrir
announcement-dismiss = Descartar
