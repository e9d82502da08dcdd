# The print edition (/print): the whole guide as a booklet, each day on a page of its own.

## The page (on screen only)

# The page's title in the browser's tab. $title: the programme's title.
print-page-title = Print Edition · {$title}
print-all-days = All days
print-heading = Print edition
print-intro = The whole guide on paper, each day on a page of its own, for A5 or Letter. Choose your paper in the print dialog; for a folded booklet, choose “Booklet” where your printer offers it.
print-with-journals = Include what I wrote in my journals on this device
print-button = Print
print-failed = Some days’ guides could not be loaded. Connect to the internet once, then open this page again.
print-gathering = Gathering every day’s guide…

## The booklet's cover

# The accessible name of the cover page.
print-cover = Cover
# $first and $last: the first and last days' dates ("Friday, October 3").
print-cover-dates =
    { $length ->
        [one] 1 day, {$first}
       *[other] {$length} days, {$first} to {$last}
    }

## One day

# $date: the day's date ("Friday, October 3") or the guide's own label.
print-day-number = Day {$day} · {$date}
print-daily-prayer = Daily Prayer
# The church's prayer watch: "Second Watch, 9:00 PM to 11:00 PM".
print-watch = {$title}, {$start} to {$end}
print-watch-midnight = {$title}, {$start} to midnight
print-declarations = Declarations
# Above a day's tips about hunger and meals: paper has no way of fasting chosen, so it says whom
# they are for.
print-food-tips = For those fasting from food
# A declaration as it is printed: in quotation marks.
print-quoted = “{$text}”

## A prayer time's parts (each title is followed by ": ")

print-prayer-focus = Prayer Focus
print-action-step = Action Step
print-journal = Journal
print-declaration = Declaration
print-closing-prayer = Closing Prayer
