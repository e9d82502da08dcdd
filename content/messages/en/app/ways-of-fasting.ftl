# Choosing a way of fasting: on a day's guide (one line), on the safety page and the journey (the
# three ways). The ways' names and texts are content (programme.json's `waysOfFasting`).

## A day's line

ways-your-way = Your way of fasting
ways-choose = Choose…
ways-fasting-safely = Fasting safely

## The three ways

ways-chooser-legend = Choose your way of fasting
ways-chooser-note = Each is a full way to take part. The guide’s fast hours, its close and its tips follow your choice, and you can change it at any time.
