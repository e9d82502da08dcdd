# The language switch at the top of every page.

language-switch = Language
