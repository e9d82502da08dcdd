### How the service writes dates: in e-mails, notifications and the calendar feed. (Times are
### the app's clock, ../app/clock.ftl, which the service uses too.)

# A weekday by its number, Monday being 1.
weekday-name =
    { $weekday ->
        [1] Monday
        [2] Tuesday
        [3] Wednesday
        [4] Thursday
        [5] Friday
        [6] Saturday
       *[7] Sunday
    }
# A month by its number.
month-name =
    { $month ->
        [1] January
        [2] February
        [3] March
        [4] April
        [5] May
        [6] June
        [7] July
        [8] August
        [9] September
        [10] October
        [11] November
       *[12] December
    }
# A day's full date: "Friday, October 3, 2025".
date-long = { weekday-name }, { month-name } { $day }, { $year }
