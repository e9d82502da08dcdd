# "Listen" on a day's guide: the day's scriptures, prayers and declarations read aloud.

listen-listen = Listen
listen-pause = Pause
listen-resume = Resume
listen-stop = Stop
# The note of what is being read: $number of $total passages, $label the passage's.
listen-reading = Reading {$number} of {$total}: {$label}
listen-paused = Paused at {$number} of {$total}: {$label}
# A passage's label: what it belongs to, then what it is ("Morning Reflection: Declaration",
# "Anchor Scripture: Joel 2:12").
listen-passage = {$title}: {$part}
listen-declaration = Declaration {$number} of {$total}
