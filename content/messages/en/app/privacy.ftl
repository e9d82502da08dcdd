# The privacy page (/privacy): what the app keeps, what the church sees, and what never leaves the phone.
# $church: the church's name.

# The page's title in the browser's tab. $title: the programme's title.
privacy-page-title = Privacy · {$title}
privacy-back = Back to Cover
privacy-all-days = All days
privacy-heading = Your privacy
privacy-intro = This guide is yours. Here is, plainly, what it keeps, what {$church} sees, and what never leaves your phone.

privacy-phone-heading = What stays on your phone
privacy-phone-text = The prayer times you tick, your journals, your hydration count and your text size are kept on this phone only. They leave it only when you choose to e-mail a summary to yourself, and then only to the address you type.
privacy-phone-wall = The prayer wall keeps on this phone the requests you shared with their keys, the wall as you last saw it and the requests you prayed for, so that it works offline.
# $watch: "yes" where the church keeps its watch hour by hour (members pledge hours), else "no". $church: the church's name.
privacy-phone-copy = { $watch ->
        [yes] “Save a copy” on My journey puts your ticks, journals and water in a file on your own device, with the prayer requests you shared and the hours of the watch you pledged, each with its key or code.
       *[no] “Save a copy” on My journey puts your ticks, journals and water in a file on your own device, with the prayer requests you shared, each with its key.
    } The file stays with you: it is never sent to the service or to {$church}. Whoever has it can see your requests and withdraw them, so keep it where only you can open it.

privacy-service-heading = What the service keeps, and for how long
# Each item: a label in bold, then its text.
privacy-summary-label = A summary you e-mail:
privacy-summary-text = kept only until it is delivered, then its text is deleted. Your address is remembered only as a scrambled code, to stop anyone mailing you too often, and a confirmed address for as long as the fast lasts plus 30 days.
privacy-reminders-label = Reminders:
privacy-reminders-text = if you turn them on, the address your browser gives for notifications, your time zone, the prayer times you chose and whether you want church announcements. Turning reminders off deletes them at once.
privacy-guide-mail-label = The day's guide by e-mail:
privacy-guide-mail-text = if you ask for it, your address and the time you chose, with your time zone, your language, your way of fasting and your rhythm, kept only to e-mail you the day's guide each morning. They are never shown to {$church}. Stopping it, here or with the link in any of its e-mails, deletes them at once; otherwise they are deleted 7 days after the fast ends.

privacy-church-heading = What {$church} sees
privacy-church-totals = Totals only: how many phones get reminders and how many e-mails went out. Never your name, your address, your ticks or your journals.
privacy-church-tally = If you choose to be counted in the church’s tally, each tick sends only the day, the prayer time and a random number your phone makes fresh every day, so no one can follow you from one day to the next. The service keeps those numbers only until the day is over everywhere on Earth; then only the counts stay.
privacy-church-tally-shown = The church and this app show a prayer time’s count an hour after it begins, and the day’s total once the day is over, each as it stood then: ticks added or taken back later are not shown, so no one can watch a count move to tell when someone prayed. A count under 5 reads only “fewer than 5”, so a small number singles nobody out.
privacy-church-tally-limit = “Fewer than 5” cannot stop someone who sends made-up ticks of their own: by subtracting them, they could work out how many phones were counted at a prayer time (never whose), but only once its hour is over, and their made-up ticks then stay in the count. To hold them back, each internet address may send 300 ticks a day (a home or a church on one Wi-Fi shares them). The service counts them under a scrambled code of the address, never the address itself, and deletes the codes, with the key that made them, the next day.

## The prayer wall
privacy-wall-heading = The prayer wall
privacy-wall-asking = If you share a prayer request, the service keeps its text, its language and a scrambled form of a key that only this phone holds for that request: never your name, your address or your device. Unless {$church} chose to put requests on the wall at once, someone there reads yours before anyone else sees it.
privacy-wall-yours = Only this phone, or a copy of your journey saved from it, can see how your requests stand, mark one answered or withdraw it. Withdrawing deletes it from the service at once, with its count.
privacy-wall-praying = “I prayed” and “Report” send only the request and a random code your phone makes fresh for each request (and, for “I prayed”, each day), so no one can tell who prayed or reported, or link one of your taps to another. The codes of “I prayed” are deleted once their day is over; only the counts stay.
# $days: how many days after the fast the wall is kept.
privacy-wall-kept = { $days ->
        [0] The whole wall, with every request, is deleted when the fast ends.
        [one] The whole wall, with every request, is deleted 1 day after the fast ends.
       *[other] The whole wall, with every request, is deleted {$days} days after the fast ends.
    } Each internet address may share 5 requests and send 300 prayers and reports a day, counted under a scrambled code of the address that is deleted the next day.

## Keeping watch
privacy-watch-heading = Keeping watch
privacy-watch-pledges = If you pledge a turn of the prayer watch, your phone sends only the night, the hour and a random code it makes fresh for that pledge: never your name, your address or anything that identifies you or your phone. Letting the turn go sends the same code again, so that the pledge can be taken back.
privacy-watch-counts = The watch keeps only how many pledged each hour: each pledge is kept as its night, its hour and its code, which says nothing of whose it is, so {$church} sees how many keep each hour, never who. This phone keeps the turns you pledged, with their codes, and the watch as you last saw it, so that it works offline.
privacy-watch-reminders = If reminders are on, the hours you pledged are sent from this phone to be reminded of at their start, as a list apart from your pledges and without their codes, so no reminder can be linked to a pledge. The service keeps that list, each hour only as its night and its hour, with this phone’s reminder subscription; each hour is deleted once it is over, and the whole list with the subscription when you turn reminders off.
privacy-watch-thanks = “I kept this hour” sends only the night, the hour and a random code your phone makes fresh for that one answer: nothing else. The service keeps it as it keeps a pledge, to count how many kept each hour, and this phone keeps your answer so that it does not ask again.
# $days: how many days after the fast the pledges and the hours said kept are kept (they go with the prayer wall).
privacy-watch-kept = { $days ->
        [0] Every pledge and every “I kept this hour” is deleted when the fast ends.
        [one] Every pledge and every “I kept this hour” is deleted 1 day after the fast ends.
       *[other] Every pledge and every “I kept this hour” is deleted {$days} days after the fast ends.
    }
