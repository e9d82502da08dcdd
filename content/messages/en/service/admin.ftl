### The church's admin area: its pages, in the programme's first language, and the sign-in mail.

# The pages' title, before the programme's.
admin-page-title = Admin
admin-back = Back to the admin area
admin-back-to-page = Back to the admin page

## What the whole area answers when it cannot help.

admin-other-origin-heading = Please use the admin page
# $link: admin-other-origin-link, a link to the admin page.
admin-other-origin = This request did not come from the admin area's own page, so nothing was done. Open { $link } and try again.
admin-other-origin-link = the admin page
admin-off-heading = There is nothing here
admin-off = The admin area is off, or this link is not valid. Please open the link from the most recent sign-in e-mail.
admin-unavailable-heading = Please try again
admin-unavailable = We could not read or save just now. Please try again in a minute.

## Signing in.

admin-sign-in-heading = Sign in to the admin area
admin-sign-in-intro = Enter your e-mail address. If it is one of the church's administrators', we will e-mail you a code and a link to sign in.
admin-email-label = E-mail address
admin-email-me = E-mail me a code
admin-email-invalid = Please enter your e-mail address, e.g. pastor@church.org.
admin-check-heading = Check your e-mail
# $email: the address typed, in bold.
admin-check-intro = If { $email } is an administrator's address, a sign-in e-mail is on its way (at most one a minute). Open its link, or type its code here. Codes work once, for 15 minutes; the code of any sign-in e-mail from the last 15 minutes works.
admin-code-label = Code from the e-mail
admin-sign-in-button = Sign in
admin-other-address = Use another address
# Every code that does not sign in, whatever the reason and the address.
admin-refused-code = That code did not sign you in. A code works once, for 15 minutes, and a few wrong tries end it. Check the newest sign-in e-mail and try again, open its link, or ask for a new code.
admin-refused-expired = That link has expired: links work for 15 minutes, until their code is used or tried too often. Ask for a new one.
admin-refused-used = That link has been used already. Ask for a new one.
admin-refused-storage = We could not sign you in just now. Please try again in a minute.

## The sign-in mail (its heading and button are admin-sign-in-heading and admin-sign-in-button).

admin-mail-subject = Your sign-in code for the { $title } admin area
admin-mail-intro = Someone, we hope you, asked to sign in to the admin area of { $church }'s { $title }.
admin-mail-link-label = Sign in:
admin-mail-code-label = Or type this code on the sign-in page:
admin-mail-expiry = The link and the code work once, for 15 minutes.
admin-mail-ignore = If that was not you, ignore this e-mail: nobody can sign in without it.

## The admin page.

admin-area-heading = Admin area
admin-sign-out = Sign out
admin-signed-in-as = Signed in as { $email }
admin-glance-heading = The programme at a glance
admin-glance-today = Today (church's clock)
admin-glance-not-started =
    { $days ->
        [one] Not started: day 1 is tomorrow
       *[other] Not started: day 1 is in { $days } days
    }
admin-glance-over =
    { $days ->
        [one] Over: it ended { $days } day ago
       *[other] Over: it ended { $days } days ago
    }
admin-glance-day = Day { $day } of { $length }
admin-glance-start-date = Start date
# A date the admin pages write: "Wednesday 1 October 2025" ($weekday and $month as in dates.ftl).
admin-date = { weekday-name } { $day } { month-name } { $year }
admin-glance-devices = Devices with reminders
admin-glance-mails = Mails in the last 24 hours
admin-glance-mails-value = { $queued } of the daily cap of { $cap }
admin-glance-waiting = Mails waiting to go out
admin-glance-reminders = Reminders
admin-glance-reminders-on = On
admin-glance-reminders-off = Off (no VAPID_SUBJECT)
admin-audit-heading = Audit log
admin-audit-intro = What every administrator did, newest first (times in UTC).
# A column: when it happened (the audit log, the announcements); the form's "when to send".
admin-when = When
admin-who = Who
admin-what = What
