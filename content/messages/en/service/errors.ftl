### The API's answers when it refuses a request ({"error": "…"}), in the member's language.

# A summary that does not fit the day's guide. $key: the slot's or journal's key as sent, in
# quotes, or error-a-key when it is not shown.
error-invalid-email = Please enter a valid email address
error-unknown-day = Day { $day } has no guide
error-theme-mismatch = The theme does not match day { $day }'s theme
error-unknown-slot = Day { $day } has no slot { $key }
error-duplicate-slot = The slot { $key } is listed twice
error-unknown-journal = Day { $day } has no journal { $key }
error-journal-too-long = Day { $day }: the journal { $key } is longer than { $max } characters
error-a-key = a key
error-no-days = The journey lists no days
error-duplicate-day = Day { $day } is listed twice

# A summary refused by the service's limits.
error-bad-recipient-token = recipientToken must be at most { $max } visible ASCII characters
error-accept-language = Accept-Language must be at most { $max } characters
error-recipient-limited = This address has already been sent { $limit } summaries today. Please try again later.
error-confirmations-limited = This address has already been sent { $limit } confirmation e-mails today, so no other can go until tomorrow. If one was asked for from this device, open it here or type its code. Your summary stays on this device until then.
error-client-limited = This device has asked to confirm { $limit } new addresses today. Please try again tomorrow: your summary stays on this device until then.
error-daily-cap = The church's e-mail limit for today has been reached. Your summary was not sent; please try again tomorrow.
error-key-reused = This Idempotency-Key was already used for a different summary. Send it with a new key.
error-idempotency-key = The Idempotency-Key header must be 1 to { $max } visible ASCII characters
error-storage = The service could not save your request. Please try again.
error-summaries-sent = Too many summaries sent from this device. Please wait a minute and try again.

# The code from a confirmation mail, typed into the guide.
error-code-malformed = Please type the 6-digit code from the e-mail.
error-code-wrong = That code is not the one in the e-mail. Please check it and try again ({ $left } tries left).
error-code-ended = This confirmation has ended (it expired, or the code was mistyped too often). Send your summary again for a new e-mail.
error-code-storage = The service could not save your confirmation. Please try again.

# Reminders.
error-reminders-off = Notifications are not offered here yet. Add the prayer times to your calendar instead.
error-fast-over = The fast has ended: there are no more reminders to send
error-reminders-full = Reminders are full here just now. Add the prayer times to your calendar instead.
error-sign-ups = Too many reminder sign-ups from this device today. Please try again tomorrow.
error-no-token = Send the subscription's token as Authorization: Bearer <token>
error-no-subscription = No such subscription
error-not-snoozable = This reminder cannot be snoozed
error-day-over = This reminder's day is over: it can no longer be snoozed
error-snoozed-out = This reminder was already snoozed { $max } times
error-tests = Too many test reminders for this device: please wait a while before the next.
error-push-gone = This browser no longer accepts notifications from the guide. Turn reminders on again.
error-push-refused = The notification service did not take the test reminder. Please try again in a minute.
error-reminder-changes = Too many reminder changes from this device. Please wait a minute.

# A reminder sign-up or change the service cannot take. $slots: the reminders there are.
error-time-zone = Unknown time zone: use an IANA name such as America/Chicago
error-no-slots = Choose at least one reminder
error-unknown-reminder = Unknown reminder slot; choose from: { $slots }

# The church's anonymous tally.
error-tally-limited = Too many ticks counted from this network today. Your ticks are kept on your device.
error-tally-day-closed = That day is not open for counting: only today's and yesterday's ticks are counted.
error-tally-slot = That day has no such slot to tick.
error-no-such-day = There is no such day.

# The prayer wall. $max: the longest text accepted, in characters.
error-wall-empty = Write your request before sending it.
error-wall-too-long = Please keep it to { $max } characters.
error-wall-control = The text has a character that cannot be shown. Please write it again.
error-wall-link = Please leave out links and web addresses: the wall is for prayer, not for reaching anyone.
error-wall-email = Please leave out e-mail addresses: no one on the wall should be reachable or named in full.
error-wall-phone = Please leave out phone numbers: no one on the wall should be reachable or named in full.
error-wall-not-found = That request is no longer on the prayer wall.
error-wall-day-closed = That day is not open: a prayer is counted on today or yesterday.
error-wall-changes = Too many prayer wall requests from this device. Please wait a minute.
error-wall-too-many = Ask about at most { $max } requests at once.
error-wall-asks-limited = Too many prayer requests from this network today. Yours is kept on your device; send it again tomorrow.
error-wall-taps-limited = Too many prayers counted from this network today. Thank you for praying; your taps are kept on your device.

# The prayer watch, covered hour by hour.
error-watch-none = The church keeps no watch hour by hour.
error-watch-day = The church does not keep watch that night.
error-watch-turn = That is not an hour of the church's watch.
error-watch-past = That hour is over. Choose one still to come.
error-watch-limited = Too many pledges from this network today. Please try again tomorrow.
error-watch-not-begun = That hour has not begun yet. Say you kept it once it is over.
error-watch-kept-late = That hour ended too long ago to be counted.
error-watch-reminder-hours = Ask to be reminded of at most { $max } hours.

# The calendar feed.
error-calendar-zone = Add your time zone: ?tz=America/Chicago

# The pastor's recordings.
error-no-recording = There is no recording of this day in this language yet.
error-recording-range = That part of the recording does not exist.
error-calendar-rhythm = Choose a rhythm: ?rhythm=every, twice or once.
error-calendar-watch = List your hours of the watch as day-HH:MM, separated by commas, at most { $max }: ?watch=12-21:00,15-22:00

# A request's body, as the refusals below name it ($what).
body-summary = summary
body-code = code
body-guide-mail = request for the day's guide
body-journey = journey
body-preferences = preferences
body-tick = tick
body-prayer-request = prayer request
body-prayed = prayer
body-report = report
body-my-requests = list of your requests
body-answered = answer
body-withdraw = withdrawal
body-pledge = pledge
body-kept = kept hour
body-watch-reminders = hours to be reminded of
body-subscription = subscription
body-snooze = snooze
body-test-reminder = test reminder request
# A body the service cannot read. $detail: what the reader said, as it said it.
error-bad-json = The { $what } could not be read: { $detail }
error-not-json = Send the { $what } as JSON (Content-Type: application/json)
error-too-large = The { $what } is too large: the limit is { $kib } KiB
error-bad-body = The request body could not be read

## The day's guide by e-mail.
error-guide-time = Please choose a time of day such as 07:00
error-guide-time-zone = Your time zone was not recognised. Please check your phone's time zone and try again.
error-guide-mail-off = This church does not send the day's guide by e-mail.
error-guide-mail-none = This device receives no daily guide by e-mail: it was stopped, or the fast has ended.
error-guide-mail-token = Send the token this device was given for the address, as Authorization: Bearer <token>.
