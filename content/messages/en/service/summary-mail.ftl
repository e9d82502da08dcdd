### A member's summary e-mail: one day, or the journey so far.

summary-day-title = Day { $day }: { $theme }
summary-day-subject = Day { $day }: { $theme } — your prayer fast summary
summary-journey-subject =
    Your prayer fast journey so far — { $days ->
        [one] 1 day
       *[other] { $days } days
    }
summary-journey-heading = Your journey so far
# Under the journey's heading: its days and the dates they run between.
summary-journey-span =
    { $days ->
        [one] 1 day: { $first }
       *[other] { $days } days: { $first } to { $last }
    }
summary-completed-heading = Completed Activities
# The member's rhythm, when not every prayer time: "Your rhythm: Once a day".
summary-rhythm = Your rhythm: { $rhythm }
summary-no-activities = No activities completed yet
summary-journal-heading = Journal Entries
summary-declarations-heading = Declarations
# The link back to the day, in the HTML part.
summary-open-day = Open Day { $day } in the guide
# The same in the plain-text part, with the address.
summary-open-day-text = Open Day { $day } in the guide: { $link }
# Every summary points to the page on fasting safely. $page: the page's title (a link in HTML).
summary-safety-html = Fasting under medical care, or unsure how far to fast? Read { $page }.
summary-safety-text = Fasting under medical care, or unsure how far to fast? Read "{ $page }": { $link }
summary-footer-day = You are receiving this because this address was entered in the { $church } { $title } guide to e-mail yourself the day's summary. Nothing else is sent unless you ask again.
summary-footer-journey = You are receiving this because this address was entered in the { $church } { $title } guide to e-mail yourself your journey so far. Nothing else is sent unless you ask again.
# Every summary, under the safety line: the church's emergency number and who to reach for
# pastoral care. $number: the emergency number; $name: the contact; $reach: their phone and/or e-mail.
summary-care = In an emergency, call { $number } now. For prayer and pastoral care, reach { $name }: { $reach }.
