# The day's guide by e-mail (the journey page): each morning's guide, e-mailed at the member's own
# time, for a phone without reliable notifications. The address is confirmed first, with the link
# or the code from the e-mail, as for summaries.
# $email: the address as the card shows it ("r…@example.org"); $time: a time on the app's clock
# ("7:00 AM"); $zone: the device's time zone ("Europe/London").

guide-mail-title = The day's guide by e-mail
guide-mail-intro = No notifications on this phone? Get each day's guide in your inbox every morning, at the time you choose, for your way of fasting and your rhythm of prayer.

## Asking for it

guide-mail-legend = E-mail me the day's guide
guide-mail-email-label = Your email address
guide-mail-email-placeholder = you@example.com
guide-mail-time-label = Each morning at
guide-mail-time-zone = Your time here: {$zone}.
guide-mail-start = Start the guide e-mails
guide-mail-starting = Starting...
guide-mail-invalid-email = Please enter a valid email address.
guide-mail-invalid-time = Please choose a time of day, such as 7:00 AM.

## Confirming the address

guide-mail-code-legend = Confirm {$email}
guide-mail-code-text = We e-mailed a link and a code to {$email}. Open the link on this device, or type the code here: the day's guide starts coming once the address is confirmed.
guide-mail-code-label = Code from the e-mail
guide-mail-code-action = Confirm
guide-mail-code-busy = Confirming...
guide-mail-code-invalid = Please type the 6-digit code from the e-mail.
guide-mail-other-address = Use another address

## While it is on

guide-mail-on = The day's guide arrives at {$time} ({$zone}) at {$email}.
# The next e-mail: $day, the day of the fast it carries; $date, its date ("Tuesday, March 3").
guide-mail-next = Next: Day {$day}, on {$date} at {$time}.
guide-mail-next-undated = Next: on {$date} at {$time}.
guide-mail-change-legend = Change the time
guide-mail-change-label = New time
guide-mail-change = Change the time
guide-mail-changing = Changing...
guide-mail-stop = Stop the guide e-mails
guide-mail-stopping = Stopping...

## When it has stopped

guide-mail-stopped = Stopped. No more guides will be e-mailed to {$email}.
# There is no subscription any more: stopped with the e-mail's link, or the fast is over.
guide-mail-ended = The day's guide is no longer e-mailed to {$email}: it was stopped, or the fast has ended. You can start it again below.
guide-mail-start-again = Start again

## Notices and errors

guide-mail-started-title = The day's guide is on
guide-mail-started = It arrives every morning at {$time}.
guide-mail-not-reached = We couldn't reach the service. Please check your connection and try again.
guide-mail-no-request = This device has no request for that address. Please start again.
