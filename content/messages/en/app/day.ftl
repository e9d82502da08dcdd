# A day's guide (/day/N): its header, daily foundation, prayer times, journals, declarations,
# progress footer, links to other days and clearing the day.

## The page

# The legend of the page's controls (disabled until this device's progress is applied).
day-guide-legend = Day {$day} guide
day-all-days = All days
day-my-journey = My journey
# A link to the prayer wall (/prayer-wall), near the foot of the page.
day-prayer-wall = Prayer wall
day-prayer-times = Prayer Times
# A day's number: in the header and on the links to the previous and next days.
day-number = Day {$day}
day-other-days = Other days

## The header

# $hours: the guide's fast hours ("6:00 AM–6:00 PM").
day-fast-hours = Fast {$hours}
# $time: when the day's fast closes ("6:00 PM").
day-fast-ends-at = Fast ends at {$time}
# $duration: "11 h 45 min".
day-countdown = {$duration} until the fast closes at {$time}
# The countdown in the words of the member's way of fasting: $label is theirs ("Fast closes in").
day-way-countdown = {$label} {$duration}
day-fast-complete = Fast complete — you may break your fast
day-fast-ended = This day's fast has ended

## Daily Foundation

day-daily-foundation = Daily Foundation
day-anchor-scripture = Anchor Scripture
day-daily-prayer = Daily Prayer

## A prayer time (slot)

# Its reading time, after its clock time.
day-reading-minutes = {$minutes} min
# The checkbox's name: $time "6:00 AM", $title "Opening Consecration".
day-mark-complete = Mark {$time} {$title} complete
day-section-scripture = Scripture
day-section-prayer-focus = Prayer Focus
day-section-action-step = Action Step
day-section-journaling = Journaling
day-section-declaration = Declaration
day-section-closing-prayer = Closing Prayer
# A declaration as it is shown: in quotation marks.
day-quoted = “{$text}”

## A journal

day-journal-title = Journal Space
day-journal-placeholder = Write your thoughts, prayers, and reflections here...
# Shown near the limit; $length and $max are formatted numbers ("9,412", "10,000").
day-journal-count = {$length} of {$max} characters
day-journal-count-over = { day-journal-count }: too long to send, please shorten it

## The church's prayer watch: "9:00 PM to midnight"

day-watch-until = to {$end}
day-watch-until-midnight = to midnight

## Declarations

day-declarations = Declarations
day-declarations-hint = Speak these aloud at least three times today.

## The progress footer

day-of-days = Day {$day} of {$length} Days
# $percent: a formatted number ("17.5").
day-percent-complete = {$percent}% Complete
# $unit: the content's word for what is counted ("activities").
day-slots-completed = {$completed} of {$total} {$unit} completed

## The member's rhythm (morning and evening; once a day): every prayer time is the page above

# Morning and evening: the day's other prayer times, in a disclosure after the ones kept.
day-rhythm-other-times = Other prayer times today
day-rhythm-other-times-note = Here for any spare moment; a tick here counts too.
# Once a day: the prayer focus of the day's one prayer time.
day-path-focus = Today’s prayer focus
# $time: that prayer time's ("6:00 AM"), offered, never asked.
day-path-suggested-time = Suggested time: {$time}, or whenever suits your day
# The one tick of the day, after the declarations.
day-path-done = I prayed today
# The rest of the day's guide, in a disclosure after the tick.
day-path-rest = The rest of today’s guide
day-path-rest-note = Every prayer time of the day, for whenever you would like more; a tick here counts too.
# The progress footer in the member's rhythm: its prayer times and any other ticked ("1 of 1 prayer time").
day-rhythm-completed =
    { $total ->
        [one] {$completed} of 1 prayer time
       *[other] {$completed} of {$total} prayer times
    }

## Clearing the day

day-clear = Clear this day
day-clear-note = Your progress is kept on this device only.
day-clear-group = Clear Day {$day}
day-clear-question = Clear every tick, journal entry and glass for Day {$day} on this device?
day-clear-yes = Yes, clear Day {$day}
day-clear-keep = Keep my progress
