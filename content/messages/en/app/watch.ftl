# Keeping watch (/watch): members pledge turns of the church's nightly prayer watch so that every
# hour is covered. No one is named: each turn shows only how many keep it.
# $church: the church's name. $day: the day whose night it is. $time: a turn's start on the church's
# clock ("9:00 PM").

# The page's title in the browser's tab. $title: the programme's title.
watch-page-title = Keep watch · {$title}
watch-back = Back to Cover
watch-all-days = All days
watch-heading = Keep watch
watch-intro = Each night of the fast, {$church} keeps watch in prayer, turn by turn. Choose a turn you can keep, so that every hour is covered. No one sees who pledged, only how many.

## My hours: the turns pledged from this device

watch-mine-title = My hours
watch-mine-empty = You have not pledged an hour yet. Choose one below.
watch-mine-turn = Night of Day {$day}, {$time}
watch-mine-waiting = Waiting to be sent
watch-mine-refused = Not counted: {$error}
watch-mine-forget = Remove
# The name of the button that removes a pledge the church's service did not count.
watch-mine-forget-label = Remove, night of Day {$day}, {$time}

## Night by night

watch-nights-title = Night by night
watch-night = Night of Day {$day}
watch-tonight = Tonight
# Beside a turn when the member's clock is not the church's. $time: on the member's clock ("8:00 PM").
watch-your-time = {$time} your time
# The same, when the member's date is another. $weekday: the member's day ("Thu").
watch-your-time-day = {$weekday} {$time} your time
# $count: how many of the night's turns still to keep have no one yet.
watch-night-gaps = { $count ->
        [0] Every hour is covered
        [one] 1 hour still needs someone
       *[other] {$count} hours still need someone
    }
# How many keep a turn. $count: the number; $people: that number as written ("1,312").
watch-keeping = { $count ->
        [0] No one yet
       *[other] {$people} keeping watch
    }
watch-now = Now
watch-over = Over
# The pledge button (a toggle). Its name, for assistive technology, names the turn.
watch-pledge = Keep watch
watch-pledge-label = Keep watch, night of Day {$day}, {$time}
watch-yours = You’re keeping this hour
watch-past-title = Nights already kept
watch-ended = The fast’s watch is over. Thank you for every hour you kept.

## What the page says as it goes (read out by assistive technology)

watch-pledged = Thank you. You are keeping watch at {$time}, night of Day {$day}.
watch-unpledged = You let go of {$time}, night of Day {$day}.
watch-queued = Not sent yet: your choice is kept on this device and will be sent as soon as it can be.
# $error: the service's words.
watch-refused = {$time}, night of Day {$day}, was not counted: {$error}
watch-not-kept = This device could not keep your choice. Please try again.

## Reading the watch

watch-loading = Opening the watch…
watch-stale = You seem to be offline. This is the watch as this device last saw it: the numbers may be out of date.
watch-unavailable = The watch cannot be opened just now. Please try again when you are online.
watch-retry = Try again
watch-none = {$church} keeps the prayer watch together rather than hour by hour, so there are no turns to pledge here. You are warmly welcome when the church gathers to watch and pray.
# A turn over that members said they kept ("I kept this hour"). $count: the number; $people: that
# number as written ("1,312").
watch-kept-count = { $count ->
        [one] {$people} kept watch
       *[other] {$people} kept watch
    }

## Praying through your hour: the church's guide to one turn, step by step (the content's words)

watch-guide-title = Praying through your hour
watch-guide-intro = One way to spend your hour of the watch, step by step. Take it at your own pace.

## My hours: reminders at each hour's start, and the calendar

watch-mine-reminded = This phone will be reminded at the start of each hour you keep.
watch-mine-not-reminded = This phone will not remind you of your hours unless reminders are on.
# A link to the reminders on the cover.
watch-mine-remind-link = Turn on reminders
watch-mine-calendar = Add my hours to my calendar
