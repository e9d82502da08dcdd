# On every page, once a turn of the watch pledged from this device has ended while the app is
# open: did the member keep it? Never asked again for that hour, whatever the answer.
# $day: the day whose night it is. $time: the turn's start on the church's clock ("9:00 PM").

# The name of the area the prompt stands in (a landmark, for assistive technology).
watch-prompt-region = Your hour of the watch
watch-prompt-ended = Your hour of the watch has ended.
watch-prompt-turn = Night of Day {$day}, {$time}
watch-prompt-kept = I kept this hour
watch-prompt-dismiss = Dismiss
watch-prompt-thanks = Thank you for keeping watch.
# $error: the service's words when it did not count it.
watch-prompt-refused = Not counted: {$error}
watch-prompt-close = Close
