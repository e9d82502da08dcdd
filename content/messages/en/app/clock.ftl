# A time of day as the member reads it, on the church's clock (programme.json's `hourCycle`).
# $hour and $minute are digits ("6", "05"); $half is "am" or "pm".

clock-12-hour = {$hour}:{$minute} { $half ->
        [am] AM
       *[pm] PM
    }
clock-24-hour = {$hour}:{$minute}
