# The language's own name, as the admin pages name it (announcements written in it).
language-name = English
