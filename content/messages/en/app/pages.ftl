# The app's own pages: the cover and the page for a path that has none.

## The cover

cover-credit = By Pastor {$pastor}
cover-day-line = Day {$day} of {$length}
cover-percent-complete = {$percent}% Complete
cover-begin-day = Begin Day {$day}
cover-links = The fast
cover-all-days = All days of the fast
cover-my-journey = My journey

## The 404 page

not-found-text = Oops! Page not found
not-found-home = Return to Home

## The screen for an error no page handled (its link home is not-found-home)

route-error-title = Unexpected Application Error!
# Under the title, when what went wrong says nothing of itself.
route-error-unknown = Unknown error

## Document titles

day-page-title = Day {$day}: {$theme} · {$title}
