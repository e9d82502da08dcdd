### Confirming a recipient: the mail with its link and code, and the page the link opens.

confirm-mail-subject = Confirm your e-mail address for { $title }
confirm-mail-heading = Confirm your e-mail address
confirm-mail-intro = Someone, we hope you, asked the { $title } guide of { $church } to e-mail a day's summary to this address.
confirm-mail-intro-guide = Someone, we hope you, asked the { $title } guide of { $church } to e-mail the day's guide to this address each morning.
confirm-mail-link-label = To receive it, confirm your address:
confirm-mail-code-label = Your code:
confirm-mail-after = Open the link on the phone or computer where you asked (or type the code into the guide there). The summary goes out from the guide once you confirm, and later summaries from the same device go straight to your inbox.
confirm-mail-after-guide = Open the link on the phone or computer where you asked (or type the code into the guide there). The first guide goes out on the next morning after you confirm; every guide carries a link to stop them in one click.
confirm-mail-ignore = If that was not you, simply ignore this e-mail: nothing of the summary was kept, and nothing will be sent to this address unless it is confirmed from the guide.
# The mail's button and the page's.
confirm-button = Confirm my address

confirm-page-title = Confirm your address
confirm-page-heading = Confirm your e-mail address
confirm-page-intro = Tap the button to confirm this address for the { $title } guide of { $church }. Then return to the guide: the summary you asked for goes out from there.
confirm-page-elsewhere = This browser does not hold the request for this link. If you asked from the guide on another device, or from the app on your home screen, open the guide there and type the code from the e-mail.
confirm-page-not-me = I did not ask for this
confirm-page-not-me-done-heading = Thank you: nothing more will be sent
confirm-page-not-me-done = Every request to e-mail this address has ended. Nothing more will be sent to it unless it is confirmed again from the guide.
confirm-page-confirmed-heading = Thank you: your address is confirmed
confirm-page-confirmed = Return to the guide: the summary you asked for goes out as soon as it is open. From now on, summaries you send from the same device go straight to your inbox.
confirm-page-open-guide = Open the guide
confirm-page-other-device-heading = Open the guide where you asked
confirm-page-other-device = This browser does not hold the request this link belongs to, so it cannot confirm it. If you asked from the guide on another device, or from the app on your home screen, open the guide there and type the code from the e-mail.
confirm-page-other-device-not-me = If you did not ask for it, tell us, and nothing will be sent to this address.
confirm-page-expired-heading = This link has expired
confirm-page-expired = Links work for 48 hours. Send your summary again from the guide, and we will e-mail you a new link.
confirm-page-unavailable-heading = Please try again
confirm-page-unavailable = We could not save your answer just now. Please go back and tap the button again in a minute.
confirm-page-invalid-heading = This link is not valid
confirm-page-invalid = Please open the link from the most recent confirmation e-mail, or send your summary again from the guide.
# Any of the service's own pages, when a device has tried too often.
service-page-tries-heading = Please wait a minute
service-page-tries = Too many tries from this device. Please wait a minute and try again.
