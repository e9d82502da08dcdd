### How the service writes dates, and the times the app's clock (../app/clock.ftl, which the
### service uses too) does not: in e-mails, notifications, the calendar feed, and the guides' time
### placeholders ({watchHour}, {watchEnd}).

# A time on the hour without ":00", on the 12-hour clock ({watchHour}: "9 PM"). $hour: 1 to 12;
# $half: am or pm. On the 24-hour clock {watchHour} is the whole time.
clock-12-hour-on-the-hour =
    { $hour } { $half ->
        [am] AM
       *[pm] PM
    }
# {watchEnd} at 00:00 and 12:00.
clock-midnight = midnight
clock-noon = noon

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
