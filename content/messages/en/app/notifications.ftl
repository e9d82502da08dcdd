# What the service worker shows with a reminder: its buttons, the words of a reminder it cannot
# read, and the pointer to fasting safely on the first reminder a device shows.

notification-mark-done = Mark done
notification-snooze = Snooze 15 min
notification-fallback-title = Time to pray
notification-fallback-body = Open your prayer guide for today.
notification-safety-pointer = New to fasting? Please read “Fasting safely” in the guide first.
