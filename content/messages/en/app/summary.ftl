# E-mailing a summary: the day's summary panel, "E-mail My Journey", the address form, confirming
# an address with the code from the e-mail, and their notices. (What any page may say when a kept
# summary goes out is in summary-toasts.ftl.)

## The day's summary panel

summary-title = Email Your Daily Summary
summary-completed = Completed Activities
summary-none-completed = No activities completed yet
summary-journals = Journal Entries
summary-send = Send Summary
summary-offline = You're offline: your summary will be saved and sent when you're back online.

## The address form

summary-email-label = Your email address
summary-sending = Sending...
summary-email-placeholder = you@example.com
summary-invalid-email-title = Invalid Email
summary-invalid-email = Please enter a valid email address

## E-mail My Journey (the journey page)

summary-journey-title = E-mail My Journey
# $count: the days this device holds a tick or a journal for (1 or more).
summary-journey-text = One e-mail with all { $count ->
        [one] the day
       *[other] {$count} days
    } you have kept so far: the prayer times you ticked and what you wrote in each journal, with each day's scripture and declarations.
summary-journey-send = Send My Journey

## Confirming an address with the code from the e-mail

# $email: the address, as typed.
summary-code-legend = Confirm {$email}
summary-code-text = We e-mailed a link and a code to {$email}. Open the link on this device, or type the code here: your summary stays on this device and goes out as soon as the address is confirmed.
summary-code-label = Code from the e-mail
summary-code-action = Confirm
summary-code-busy = Confirming...
summary-code-invalid-title = Invalid Code
summary-code-invalid = Please type the 6-digit code from the e-mail.
summary-code-failed-title = Not Confirmed
summary-code-not-reached = Please check your connection and try again.
summary-code-no-request = This device has no request for that address. Send your summary again.
summary-confirmed-title = Address Confirmed
summary-confirmed = Summaries you send from this device now go straight to your inbox.

## The panel's notices

summary-queued-title = Saved to Send Later
summary-queued = You're offline. Your summary will be sent when you're back online.
summary-unreached = We couldn't reach the service. Your summary will be sent automatically when the connection is better.
summary-queue-full-title = Too Many Waiting
# $max: how many summaries a device keeps at most (20).
summary-queue-full = This device is already keeping {$max} summaries to send later. Connect to the internet so they can go out, then try again.
# Kept because the service asked to wait: $said is the service's own words (in the member's
# language), then this, unless they already say that the summary stays (summary-held-kept-words).
summary-held-title = Failed to Send
summary-held = {$said} Your summary stays on this device and is sent later.
# Words of the service's refusal that already say the summary stays on the device.
summary-held-kept-words = stays on this device

## The journey's notices

summary-journey-sent-title = Email Sent!
summary-journey-sent = Your journey so far has been sent to your email.
summary-journey-offline-title = You're Offline
summary-journey-offline = Connect to the internet to e-mail your journey. Everything stays safe on this device.
summary-journey-unreached-title = Not Sent
summary-journey-unreached = We couldn't reach the service. Your journey is safe on this device; please try again when the connection is better.
summary-journey-too-long-title = Too Long for One E-mail
summary-journey-too-long = Your journey is longer than one e-mail can carry. Use Save a copy to keep all of it, or send each day's summary from its page.
