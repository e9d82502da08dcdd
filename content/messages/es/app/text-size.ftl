# "Tamaño del texto": el tamaño del texto de la guía, elegido en este dispositivo (arriba en cada página).

text-size = Tamaño del texto
text-size-standard = Normal
text-size-large = Grande
text-size-larger = Más grande
text-size-largest = Muy grande
