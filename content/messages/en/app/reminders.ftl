# The Reminders card: push reminders at each prayer time, the calendar, and church announcements.

reminders-title = Reminders

## What the card says of this device

reminders-on = Reminders are on for this device.
reminders-off = Get a notification at each prayer time of each fast day, in your own time zone.
reminders-working = Setting up reminders…
reminders-blocked = Notifications are blocked for this site. Allow them in your browser settings to get reminders.
reminders-unsupported = This browser cannot show reminders. Add the prayer times to your calendar instead.
reminders-ios-install-first = On iPhone and iPad, reminders work once the guide is on your Home Screen:
# When the church sends no push reminders.
reminders-calendar-only = Add every prayer time of the fast to your calendar, and your phone will remind you, in your own time zone.

## Adding the guide to the Home Screen on iPhone and iPad (Safari's own words in quotes)

# Before and after the Share icon.
reminders-ios-share-before = Tap the Share button
reminders-ios-share-after = in Safari.
reminders-ios-share-icon = Share
reminders-ios-add = Choose “Add to Home Screen”, then tap Add.
reminders-ios-open = Open the guide from your Home Screen, and turn reminders on here.

## The choices

reminders-remind-me-at = Remind me at
# A prayer time to be reminded of: $time ("6:00 AM") and its title ("Opening Consecration").
reminders-option = {$time} {$title}
reminders-announcements = Church announcements (never between 9:30 PM and 6 AM)
reminders-turn-on = Remind me
reminders-send-test = Send me a test reminder
reminders-turn-off = Turn off reminders
reminders-add-to-calendar = Add to calendar
reminders-privacy = What reminders keep, and what the church sees
# For a member without notifications: to the day's guide by e-mail (the journey page), where the church offers it.
reminders-guide-mail = No notifications on this phone? Get the day's guide by e-mail

## Notes and errors

reminders-test-sending = Sending a test reminder…
reminders-test-sent = Test reminder sent. It should arrive within a few seconds: if it does not, check that notifications are allowed for this app.
reminders-choose-one = Choose at least one reminder, or turn reminders off.
reminders-no-answer = Your browser's push service did not answer. Please try again later.
# The service could not be reached (offline, or a connection that dropped).
reminders-not-reached = We couldn't reach the service. Please check your connection and try again.
