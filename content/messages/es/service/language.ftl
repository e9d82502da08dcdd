# El nombre del idioma en el propio idioma, como lo nombran las páginas de administración.
language-name = Español
