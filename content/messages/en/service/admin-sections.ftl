### The admin page's other sections and their pages: praying together (the tally), the prayer
### watch's coverage, the prayer wall and the pastor's recordings.

admin-download-csv = Download as CSV
# A column: the day of the programme.
admin-day = Day

## Praying together.

# A figure under 5, or one not published yet.
admin-fewer = fewer than 5
admin-not-yet = not yet
admin-devices = Devices
admin-together-heading = Praying together
# $link: admin-download-csv, a link to the CSV.
admin-together-intro = Counted only from members who chose to be, anonymously: a device sends a fresh random token each day, so no one can be followed from day to day. Any figure under 5 reads “{ admin-fewer }”; a prayer time's figure is published an hour after it begins, and the day's once the day is over (“{ admin-not-yet }” until then). { $link }
admin-together-none = No counts yet.
admin-together-table = Praying together, by day
admin-together-chart = Devices taking part each day, days 1 to { $length }; the highest is { $top }.
# A bar of the chart: $count is a number, or admin-fewer.
admin-together-bar = Day { $day }: { $count }

## The prayer watch's coverage.

admin-watch-heading = { $title }: the watch, hour by hour
# $zone: the church's time zone; $keepers: how many the church hopes will keep each hour.
admin-watch-intro = How many members pledged each hour (times on the church's clock, { $zone }). Covered: { $keepers } or more (programme.json's keepersPerTurn); thin: fewer; empty: no one yet. Counts only: a pledge names no one. { $link }
admin-watch-gaps-heading = The next 48 hours' gaps
admin-watch-no-gaps = Every hour of the next 48 has someone keeping it.
admin-watch-gap = Night of day { $day }, { $start }
admin-watch-gap-theme = Night of day { $day }, { $start } ({ $theme })
admin-watch-draft = Draft an announcement about these hours
admin-watch-table = The watch's coverage, by night and hour
admin-watch-night = Night of day
# How an hour stands: $cover is empty, thin or covered.
admin-watch-cover =
    { $cover ->
        [empty] empty
        [thin] thin
       *[covered] covered
    }
admin-watch-kept = { $kept } kept
# The CSV's columns (with admin-watch-night).
admin-watch-start = Start
admin-watch-starts-at = Starts at (UTC)
admin-watch-theme = Theme
admin-watch-keeping = Keeping
admin-watch-cover-column = Cover
admin-watch-kept-column = Kept
# The announcement drafted from the next 48 hours' gaps, for the administrator to check and send.
admin-watch-draft-title =
    { $count ->
        [one] { $title }: { $count } hour with no one yet
       *[other] { $title }: { $count } hours with no one yet
    }
# $hours: each admin-watch-draft-hour, joined by "; ".
admin-watch-draft-body = These hours of the watch have no one keeping them yet: { $hours }. Open Keep watch in the app to take one.
admin-watch-draft-hour = night of day { $day } at { $start }

## The prayer wall.

admin-wall-heading = Prayer wall
admin-wall-intro = Members' requests appear on the wall only once an administrator approves them. You see the text alone: the service never knows who wrote it. Edit a request for privacy (first names only, no one's health details without their permission) before approving it.
admin-wall-intro-auto = Members' requests appear on the wall only once an administrator approves them (automatic approval is on in programme.json: new requests are shown at once, and come here only when members report them). You see the text alone: the service never knows who wrote it. Edit a request for privacy (first names only, no one's health details without their permission) before approving it.
admin-wall-choose = Choose Approve or Decline.
# $refused: one of admin-wall-text-*.
admin-wall-not-approved = Not approved: { $refused }. Edit it (first names only, no links, e-mail addresses or phone numbers) and approve again.
admin-wall-text-empty = the text is empty
admin-wall-text-too-long = the text is longer than its limit
admin-wall-text-control = the text has a control character
admin-wall-text-link = the text has a link
admin-wall-text-email = the text has an e-mail address
admin-wall-text-phone = the text has a phone number
admin-wall-nothing = Nothing is waiting.
admin-wall-thanks = A line of thanks (the request is answered)
admin-wall-reported = Reported by members: off the wall until you decide
admin-wall-new = A new request
# $kind: admin-wall-thanks, -reported or -new; $lang: the language's code.
admin-wall-legend = { $kind } · language: { $lang }
admin-wall-legend-reports =
    { $reports ->
        [one] { $kind } · reported once · language: { $lang }
       *[other] { $kind } · reported { $reports } times · language: { $lang }
    }
admin-wall-text-label = Text (edit for privacy)
admin-approve = Approve
admin-decline = Decline
# The admin page's section; $link: admin-wall-read.
admin-wall-none-waiting = Nothing is waiting for you. { $link }
admin-wall-waiting = { $count } waiting for you to read. { $link }
admin-wall-read = Read the prayer wall's requests

## The pastor's recordings.

admin-recordings-heading = Recordings
admin-recordings-intro = Your recording of a day's guide plays above its text on the day page, in the language you recorded it in; members may keep a week of them on their phone. Upload Opus, AAC (M4A) or MP3, at most 25 MB (64 to 128 kbit/s is plenty for speech). A new upload replaces the day's recording.
admin-recordings-unread = The form could not be read. Please choose the file again and upload it.
admin-recordings-upload = Upload a recording
admin-recordings-day = Day { $day }: { $theme }
admin-language = Language
admin-recording = Recording
admin-upload = Upload
admin-recordings-kept = Kept
admin-recordings-none = No recordings yet: members hear the guide read by their phone's voice, where it has one.
admin-length = Length
admin-size = Size
admin-delete = Delete
admin-recordings-delete = Delete the recording of day { $day } ({ $lang })
# The admin page's section; $link: admin-recordings-change.
admin-recordings-section = Record the day's guide in your own voice: it plays above the text on the day page. { $link }
admin-recordings-change = Upload or change the recordings

## Why a recording was not saved or deleted.

admin-recording-refused-day = Choose a day of the programme that has a guide.
admin-recording-refused-language = Choose one of the programme's languages.
admin-recording-refused-not-found = There is no recording of that day in that language.
admin-recording-refused-empty = Choose a recording to upload: the file was empty.
admin-recording-refused-too-large = This file is larger than 25 MB. Please upload a shorter recording, or one saved at a lower bit rate (64 to 128 kbit/s is plenty for speech).
admin-recording-refused-not-audio = This file is not an audio recording the guide can play (whatever its name says). Please upload an Opus, AAC (M4A) or MP3 recording.
admin-recording-refused-other-codec = This recording is in a format the guide does not play everywhere. Please export it as Opus, AAC (M4A) or MP3.
admin-recording-refused-length = This recording is longer than an hour, or its length cannot be read. Please upload the day's guide alone.
