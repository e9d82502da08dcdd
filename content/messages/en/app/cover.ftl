# The cover's live moment, in the member's own time: before day 1 a countdown, during the fast
# today's day (its line, progress and button are pages.ftl's, as on the pinned cover), after it a look back.

## Before day 1

# $date: day 1's date ("Friday, October 3").
cover-starts = Starts {$date}
# $countdown: "3 days 4 h", "5 h 30 min" (cover-countdown-days…).
cover-countdown = {$countdown} until Day 1 begins
cover-read-day-one = Read Day 1 ahead
cover-see-all-days = See all days
# The countdown's days, and with hours.
cover-countdown-days =
    { $days ->
        [one] 1 day
       *[other] {$days} days
    }
cover-countdown-days-hours = { cover-countdown-days } {$hours} h

## During the fast

# Today's theme when today has no guide.
cover-day-of-prayer = A day of prayer
cover-guide-being-written = Today’s guide is still being written. Keep praying with the church today; the days that have a guide are all in the list.

## After the fast

cover-all-complete =
    { $length ->
        [one] The day is complete
       *[other] All {$length} days are complete
    }
cover-thank-you = Thank you for fasting and praying with us
cover-days-recorded = Days with prayer recorded
cover-slots-completed = Prayer times completed
cover-journals-written = Journals written
cover-counted-here = Counted on this device. Open any day to read it again or e-mail yourself its summary.
cover-look-back = Look back on every day
