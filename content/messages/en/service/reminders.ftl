### Notifications and the calendar feed.

# A slot's reminder: "6:00 AM · Opening Consecration", then "Day 3 · <theme>".
reminder-title = { $time } · { $slot }
reminder-body = Day { $day } · { $theme }
test-reminder-title = Test reminder · Prayer Fast
test-reminder-body = This is a test. Your reminders will arrive like this at the prayer times you chose.
# A calendar event: "6:00 AM · Opening Consecration (Day 3)".
calendar-event-title = { $time } · { $slot } (Day { $day })
# A pledged hour of the watch, at its start: "Your hour of the watch · 10:00 PM" (the time on
# the member's clock), then its theme and the guide's steps.
watch-reminder-title = Your hour of the watch · { $time }
# The calendar's event for a pledged hour: "10:00 PM · Second Watch (Day 12)".
watch-event-title = { $time } · { $watch } (Day { $day })
