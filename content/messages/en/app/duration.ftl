# A length of time, short: "45 min", "2 h", "1 h 5 min" (the countdowns to the fast's close).

duration-minutes = {$minutes} min
duration-hours = {$hours} h
duration-hours-minutes = {$hours} h {$minutes} min
