# The prayer wall (/prayer-wall): members ask the church to pray, pray for one another, and follow
# the requests they shared from this device.
# $church: the church's name.

# The page's title in the browser's tab. $title: the programme's title.
prayer-wall-page-title = Prayer wall · {$title}
prayer-wall-back = Back to Cover
prayer-wall-all-days = All days
prayer-wall-heading = Prayer wall
prayer-wall-intro = Share what you would like {$church} to pray for, and pray for one another.

## Asking the church to pray

prayer-wall-ask-legend = Ask the church to pray
prayer-wall-ask-label = Your prayer request
# Shown before sending, always.
prayer-wall-ask-care = Use first names only, and share no one’s health details without their permission.
prayer-wall-ask-review = {$church} reads each request before it appears on the wall.
# Where the church puts requests on the wall without reading them first.
prayer-wall-ask-auto = Your request appears on the wall as soon as you share it. {$church} takes down anything that does not belong there.
# The live count under a text box. $length and $max as written ("12", "280").
prayer-wall-count = {$length} of {$max} characters
prayer-wall-ask-empty = Write your request before sharing it.
prayer-wall-ask-submit = Share with the church
prayer-wall-ask-editing = This request was not sent. Change it, then share it again.
prayer-wall-ask-cancel-edit = Cancel editing
prayer-wall-asked-waiting = Thank you. {$church} will read your request before it appears on the wall.
prayer-wall-asked-shown = Thank you. Your request is on the wall.
prayer-wall-asked-queued = You seem to be offline. Your request is kept on this device and will be sent when you are back online.
# Online, but the service could not take it (it was busy or failing).
prayer-wall-asked-later = The church’s service could not take your request just now. It is kept on this device and will be sent the next time you open this guide.
prayer-wall-not-kept = This device could not keep your request. Please try again.

## The wall

prayer-wall-list-title = Praying for one another
prayer-wall-loading = Opening the wall…
prayer-wall-empty = There are no requests on the wall yet.
prayer-wall-stale = This is the wall as this device last saw it: it may be out of date.
prayer-wall-unavailable = The wall cannot be opened just now. What you share or pray is kept on this device and sent when you are back online.
prayer-wall-answered = Answered
# Before the author's line of thanks (which follows in the language it was written in).
prayer-wall-thanks = Thanks:
prayer-wall-yours = You shared this
prayer-wall-prayed = I prayed
# $count: how many times members prayed for it; $times: that number as written ("1,312").
prayer-wall-prayed-count = { $count ->
        [0] No one has prayed for this yet
        [one] Prayed for {$times} time
       *[other] Prayed for {$times} times
    }
prayer-wall-prayed-thanks = Thank you for praying.
prayer-wall-prayed-before = From the first day of the fast, you can tell the church each day that you prayed.
prayer-wall-prayed-after = The fast is over, and the counts stay as they are. Thank you for praying.
prayer-wall-report = Report
prayer-wall-report-question = Report this request to the church? It will be hidden on this device, and the church will read it again.
prayer-wall-report-confirm = Yes, report it
prayer-wall-report-cancel = Cancel
prayer-wall-reported = Thank you for telling us. The request is hidden on this device.

## My requests

prayer-wall-mine-title = My requests
prayer-wall-mine-note = Only this device, and a copy of your journey saved from it, know these requests are yours: no name or account is ever sent.
prayer-wall-mine-empty = The requests you share from this device will appear here.
# $date: when it was shared ("Fri Oct 3").
prayer-wall-shared-on = Shared {$date}
prayer-wall-status-queued = Waiting to be sent: it will go as soon as this device can reach the church.
prayer-wall-status-refused = Not sent yet.
prayer-wall-status-waiting = Waiting for the church to read it.
prayer-wall-status-shown = On the wall.
prayer-wall-status-declined = Not put on the wall.
prayer-wall-status-hidden = Taken off the wall after reports; the church will read it again.
prayer-wall-status-gone = No longer kept by the church.
prayer-wall-answered-yours = You marked it answered.
prayer-wall-edit = Edit
prayer-wall-mark-answered = Mark answered
prayer-wall-answered-legend = Mark this request answered
prayer-wall-thanks-label = A line of thanks (optional)
prayer-wall-answered-cancel = Cancel
prayer-wall-answered-done = Marked answered. Thank you for sharing the good news.
prayer-wall-withdraw = Withdraw
prayer-wall-withdraw-question = Withdraw this request? It is deleted at once, with its count.
prayer-wall-withdraw-confirm = Yes, withdraw it
prayer-wall-withdraw-cancel = Keep it
prayer-wall-withdrawn = Your request was withdrawn.
prayer-wall-offline = The church’s service could not be reached. Please try again when you are back online.
