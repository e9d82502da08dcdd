### Notifications and the calendar feed.

# A slot's reminder: "6:00 AM · Opening Consecration", then "Day 3 · <theme>".
reminder-title = { $time } · { $slot }
reminder-body = Day { $day } · { $theme }
test-reminder-title = Test reminder · Prayer Fast
test-reminder-body = This is a test. Your reminders will arrive like this at the prayer times you chose.
# A calendar event: "6:00 AM · Opening Consecration (Day 3)".
calendar-event-title = { $time } · { $slot } (Day { $day })
