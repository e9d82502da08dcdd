# The list of every day of the fast (/days).

# The page's title in the browser's tab. $title: the programme's title.
days-page-title = All Days · {$title}
days-back = Back to Cover
days-my-journey = My journey
# A link to the prayer wall (/prayer-wall), below the list.
days-prayer-wall = Prayer wall
# A link to keeping watch (/watch), below the prayer wall's, for a church that keeps its watch in turns.
days-watch = Keep watch
days-heading = All Days
# Under the heading: "40-Day Prayer Fast: 40 days from Fri Oct 3 to Tue Nov 11." $first and $last are dates.
days-intro =
    { $length ->
        [one] {$title}: 1 day, {$first}.
       *[other] {$title}: {$length} days from {$first} to {$last}.
    }

## One day in the list

days-day = Day {$day}
# After the day's number on today's row, following " · ".
days-today = Today
# A day whose guide is not written yet, in place of its theme.
days-coming-soon = Guide coming soon
# What this device did that day: "2 of 5 prayer times".
days-ticked =
    { $checkable ->
        [one] {$ticked} of 1 prayer time
       *[other] {$ticked} of {$checkable} prayer times
    }
days-journal-written = Journal written

days-print = Print edition of the whole guide
