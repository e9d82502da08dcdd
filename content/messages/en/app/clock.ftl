# A time of day as the member reads it, on the church's clock (programme.json's `hourCycle`): in the
# app, and in what the service sends and the guides' time placeholders (the build and the
# service fill them with these messages).
# $hour and $minute are digits ("6", "05"); $half is "am" or "pm".

clock-12-hour = {$hour}:{$minute} { $half ->
        [am] AM
       *[pm] PM
    }
clock-24-hour = {$hour}:{$minute}

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
