# "Text size": the guide's text size, chosen on this device (on every page's top).

text-size = Text size
text-size-standard = Standard
text-size-large = Large
text-size-larger = Larger
text-size-largest = Largest
