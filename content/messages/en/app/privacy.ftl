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

privacy-service-heading = What the service keeps, and for how long
# Each item: a label in bold, then its text.
privacy-summary-label = A summary you e-mail:
privacy-summary-text = kept only until it is delivered, then its text is deleted. Your address is remembered only as a scrambled code, to stop anyone mailing you too often, and a confirmed address for as long as the fast lasts plus 30 days.
privacy-reminders-label = Reminders:
privacy-reminders-text = if you turn them on, the address your browser gives for notifications, your time zone, the prayer times you chose and whether you want church announcements. Turning reminders off deletes them at once.

privacy-church-heading = What {$church} sees
privacy-church-totals = Totals only: how many phones get reminders and how many e-mails went out. Never your name, your address, your ticks or your journals.
privacy-church-tally = If you choose to be counted in the church’s tally, each tick sends only the day, the prayer time and a random number your phone makes fresh every day, so no one can follow you from one day to the next. The service keeps those numbers only until the day is over everywhere on Earth; then only the counts stay.
privacy-church-tally-shown = The church and this app show a prayer time’s count an hour after it begins, and the day’s total once the day is over, each as it stood then: ticks added or taken back later are not shown, so no one can watch a count move to tell when someone prayed. A count under 5 reads only “fewer than 5”, so a small number singles nobody out.
privacy-church-tally-limit = “Fewer than 5” cannot stop someone who sends made-up ticks of their own: by subtracting them, they could work out how many phones were counted at a prayer time (never whose), but only once its hour is over, and their made-up ticks then stay in the count. To hold them back, each internet address may send 300 ticks a day (a home or a church on one Wi-Fi shares them). The service counts them under a scrambled code of the address, never the address itself, and deletes the codes, with the key that made them, the next day.
