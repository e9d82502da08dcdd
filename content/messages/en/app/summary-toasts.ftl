# The summary's notices that every page may show: a summary kept on the device goes out (or waits
# for its address) when the app opens. Part of the first load: the panels' own words are in
# summary.ftl.

summary-sent-title = Email Sent!
summary-sent = Your daily summary has been sent to your email.
summary-failed-title = Failed to Send
summary-failed = There was an error sending your summary. Please try again.

## The first summary to an address: the service e-mailed it a confirmation link and code instead

summary-confirm-title = Check your inbox to confirm your address
# $email: the address, as typed.
summary-confirm-to = We sent a short e-mail to {$email}. Open its link on this device, or type its code below: your summary stays on this device and goes out as soon as you confirm.
# When several addresses wait, none is named.
summary-confirm = We sent a short e-mail. Open its link on this device, or type its code below: your summary stays on this device and goes out as soon as you confirm.
