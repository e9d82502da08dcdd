# The pastor's recording of a day, on the day's page above its text (which stays its transcript).

recordings-heading = Hear the pastor read this day
recordings-play = Play
recordings-pause = Pause
recordings-back = Back 15 seconds
# The speed button: $speed the current speed ("1.25"); a press moves to the next one.
recordings-speed = Speed {$speed}×
recordings-speed-label = Speed {$speed}×, change speed
# Where the recording is: $position of $length, both as minutes:seconds.
recordings-position = {$position} of {$length}
recordings-length = Length {$length}
recordings-audio = The recording, with your browser's own controls
recordings-keep = Keep this week's recordings on this phone
recordings-keeping = Keeping this week's recordings…
# $size the space they take ("12.4 MB").
recordings-kept = This week's recordings are on this phone ({$size}), for when you are offline.
recordings-remove = Remove them from this phone
recordings-removed = The recordings were removed from this phone.
recordings-keep-failed = We couldn't keep the recordings. Check your connection and try again.
