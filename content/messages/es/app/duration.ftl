# Un lapso de tiempo, en corto: "45 min", "2 h", "1 h 5 min" (las cuentas regresivas al cierre del ayuno).

duration-minutes = {$minutes} min
duration-hours = {$hours} h
duration-hours-minutes = {$hours} h {$minutes} min
