# The church's newest announcement, on the cover until the member dismisses it.

# $church: the church's name.
announcement-from = From {$church}
announcement-open = Open
announcement-dismiss = Dismiss
