# El selector de idioma en la parte superior de cada página.

language-switch = Idioma
