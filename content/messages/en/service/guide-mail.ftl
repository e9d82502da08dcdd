### The day's guide by e-mail: the morning mail, and the page its unsubscribe link opens.

guide-mail-subject = Day { $day }: { $theme }
guide-mail-greeting = Good morning. Here is today's guide; take it at your own pace.
guide-mail-prayer-heading = Today's prayer
guide-mail-times-heading = Today's prayer times
guide-mail-focus-heading = Today's prayer focus
guide-mail-action = Step: { $step }
guide-mail-why = You receive this because you asked for the day's guide each morning at { $time } ({ $zone }).
guide-mail-stop = Stop these e-mails
guide-mail-stop-text = Stop these e-mails: { $link }

guide-stop-page-title = Stop the day's guide
guide-stop-page-heading = Stop the day's guide by e-mail?
guide-stop-page-intro = Tap the button and no more guides will be sent to this address. The address is deleted at once.
guide-stop-button = Stop the e-mails
guide-stop-done-heading = The day's guide has stopped
guide-stop-done = Your address has been deleted. You can ask for the guide again from the app at any time.
guide-stop-gone-heading = Nothing to stop
guide-stop-gone = This address no longer receives the guide: it was stopped before, or the fast has ended.
