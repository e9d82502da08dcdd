### The admin area's announcements: the form, its preview, and the list of those written.

admin-announcements-heading = Announcements
admin-announcement-edit-heading = Edit the announcement
admin-announcement-write-heading = Write an announcement
admin-announcement-intro = It reaches members as a notification (if they keep church announcements on) and as a card in the app. At most { $most } a day: more become noise members learn to ignore.
# The preview's region and the button that shows it.
admin-preview = Preview
admin-preview-notification = As a notification
admin-preview-card = As the card in the app
admin-preview-from = From { $church }
admin-preview-opens = Opens { $link }
# $language: the language as it names itself (language-name).
admin-preview-notification-in = As a notification in { $language }
admin-title-label = Title (at most { $most } characters)
admin-text-label = Text (at most { $most } characters)
admin-translation-legend = In { $language } (optional: members whose app is in { $language } get it in these words; the others get the words above)
admin-title-in = Title in { $language }
admin-text-in = Text in { $language }
# The page of the app an announcement opens.
admin-opens = Opens
admin-opens-nothing = No link
admin-opens-cover = The cover
admin-opens-days = The days list
admin-opens-journey = My journey
admin-day-number = Day { $day }
admin-send-now = Send now
# $zone: the church's time zone (CHURCH_TIME_ZONE).
admin-send-at = At a time on the church's clock ({ $zone })
admin-date-and-time = Date and time
admin-about-watch = About tonight's prayer watch: not pushed to members for whom it is already past 21:30 (they see it in the app)
admin-save = Save
admin-save-changes = Save changes
admin-cancel-announcement = Cancel this announcement
admin-announcements-none = None yet.
admin-announcement-column = Announcement
admin-state-column = State
admin-cancelled = Cancelled
# $link: admin-edit-or-cancel, a link to the announcement's page.
admin-scheduled = Scheduled · { $link }
admin-edit-or-cancel = Edit or cancel
admin-gone-out = Gone out · sent { $sent }, failed { $failed }, gone { $gone }
admin-gone-out-retried = Gone out · sent { $sent }, failed { $failed }, gone { $gone } · retried { $retried }

## Why an announcement was not saved.

admin-refused-no-title = Please write a title.
admin-refused-title-too-long = The title is { $length } characters long; at most { $most } fit a notification.
admin-refused-no-text = Please write the announcement's text.
admin-refused-text-too-long = The text is { $length } characters long; at most { $most } fit.
admin-refused-control = The title and text may not contain control characters.
admin-refused-link = The link must be a page of the app: the cover, the days list, the journey, or a day of the programme.
# $language: the language as it names itself; $refused: one of the refusals above.
admin-refused-translation = In { $language }: { $refused }
admin-refused-half-translated = In { $language }, write both the title and the text, or leave both empty.
admin-refused-in-the-past = That time has passed. Choose a later one, or send it now.
# $last-day and $until: admin-date.
admin-refused-after-programme = That is after the programme, which ends on { $last-day }: choose a time before { $until }.
admin-refused-day-full = That day already has { $most } announcements: more become noise members learn to ignore. Choose another day, or edit one of them.
admin-refused-today-full = Today already has { $most } announcements: more become noise members learn to ignore. This one was not sent, and its words are still below: schedule it for another day.
admin-refused-not-pending = That announcement has gone out or was cancelled, so it can no longer be changed.
