# My journey (/journey): everything this device holds across the fast, the days still open, and a
# copy of it all to keep safe (Save a copy, Restore from a copy).

# Words shared by several messages below.
-nothing-changed = Nothing on this device was changed.

## The page

# The page's title in the browser's tab. $title: the programme's title.
journey-page-title = My Journey · {$title}
journey-back = Back to Cover
journey-all-days = All days
journey-heading = My Journey
journey-intro = Everything you keep during {$title}, day by day: the prayer times you tick, the water you drink and the words you write in each journal. It stays on this device unless you send it or save a copy.
journey-open-title = Still open to you
journey-catch-up = Catch up on day {$day}
# With nothing kept yet: the text, then a link to the days list ("choose a day"), then the end of the sentence.
journey-empty-start = Your journey will gather here. There is no wrong place to begin:
journey-empty-link = choose a day
journey-empty-end = .
journey-search = Search your journey
journey-no-match = Nothing you wrote matches “{$query}”.
journey-print = Print the guide with my journals
# The heading of the church's tally switch.
journey-praying-together = Praying together

## One day of the journey

journey-entry-title = Day {$day}: {$theme}
# A day whose guide has since been removed.
journey-entry-day = Day {$day}
journey-ticked =
    { $checkable ->
        [one] {$ticked} of 1 prayer time
       *[other] {$ticked} of {$checkable} prayer times
    }
# The same, naming them: $slots is their titles, joined with ", ".
journey-ticked-named = { journey-ticked }: {$slots}
journey-water =
    { $goal ->
        [one] {$glasses} of 1 glass of water
       *[other] {$glasses} of {$goal} glasses of water
    }

## Keep it safe

journey-keep-safe = Keep it safe
# $watch: "yes" where the church keeps its watch hour by hour (members pledge hours), else "no".
journey-keep-safe-text = Your journey is kept on this device only. Save a copy now and then, and restore it on a new phone or browser: ticks and journals already here are never replaced. { $watch ->
        [yes] The copy also holds the prayer requests you shared and your hours of the watch, with the keys that make them yours, so keep it where only you can open it.
       *[no] The copy also holds the prayer requests you shared, with the keys that make them yours, so keep it where only you can open it.
    }
journey-save = Save a copy
journey-restore = Restore from a copy
journey-choose-copy = Choose a saved copy
# The saved file's name; $date is the day it was saved (2026-11-20).
journey-file-name = prayer-fast-journey-{$date}.json
journey-saved = Saved {$file}. Keep it somewhere safe, such as your e-mail or cloud storage.
journey-save-failed = This browser could not make the copy. Please try again from the installed app.
journey-unreadable = This file could not be read. { -nothing-changed }
journey-not-stored = This browser would not store the restored copy (its storage may be full). { -nothing-changed }

## Why a file cannot be restored

journey-file-too-large = This file is over 5 MB, so it is not a copy saved by this guide. { -nothing-changed }
journey-file-not-a-copy = This file is not a copy saved by this guide. { -nothing-changed }
journey-file-version = This copy was saved in a format this version of the guide cannot read (version {$version}). { -nothing-changed }
journey-file-damaged = This file is damaged: it is not the copy that was saved. { -nothing-changed }
journey-file-unreadable-parts = This file is damaged: parts of it cannot be read. { -nothing-changed }
# $title and $start: the other programme's title and start date (2027-02-10).
journey-file-other-programme = This copy belongs to another programme ({$title}, starting {$start}). { -nothing-changed }

## What a restore says

journey-restored-slots =
    { $count ->
        [one] 1 prayer time
       *[other] {$count} prayer times
    }
journey-restored-journals =
    { $count ->
        [one] 1 journal
       *[other] {$count} journals
    }
journey-restored-water =
    { $count ->
        [one] 1 glass of water
       *[other] {$count} glasses of water
    }
journey-restored-requests =
    { $count ->
        [one] 1 prayer request
       *[other] {$count} prayer requests
    }
journey-restored-hours =
    { $count ->
        [one] 1 hour of the watch
       *[other] {$count} hours of the watch
    }
# $parts: what was added, the messages above joined with ", ".
journey-restored = Restored {$parts}. Nothing already on this device was replaced.
# $shortened: how many journals had no room for all of the copy's text (see journey-restored-shortened).
journey-restored-nothing =
    { $shortened ->
        [0] Everything in this copy is already on this device.
       *[other] Everything else in this copy is already on this device.
    }
# $max: a formatted number ("10,000").
journey-restored-shortened =
    { $count ->
        [one] 1 journal had no room for all of the copy’s text (a journal holds up to {$max} characters); the rest is still in the copy.
       *[other] {$count} journals had no room for all of the copy’s text (a journal holds up to {$max} characters); the rest is still in the copy.
    }

## Marks in a journal that holds a restored copy's text too. $date: the day the copy was saved ("November 20, 2026").

journey-restored-mark = — From the copy saved on {$date} —
# After a restored text shortened to fit, on a line of its own.
journey-shortened-mark = — The rest of this text is in the copy saved on {$date} —

## What this device's storage means for the journey

# $watch: as in journey-keep-safe-text.
journey-storage-refused = This browser may clear what this guide keeps if the device runs low on space. { $watch ->
        [yes] Save a copy now and then to keep your journey, your prayer requests and your hours of the watch safe.
       *[no] Save a copy now and then to keep your journey and your prayer requests safe.
    }
journey-storage-nearly-full = This device's storage is nearly full, and the browser may clear what this guide keeps. { $watch ->
        [yes] Save a copy to keep your journey, your prayer requests and your hours of the watch safe.
       *[no] Save a copy to keep your journey and your prayer requests safe.
    }
