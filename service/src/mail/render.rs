//! Renders a member's summary — one day, or the journey so far — into an HTML + plain-text
//! e-mail. Member text only ever goes into the body (maud escapes it); headers are built from
//! content and validated addresses.

use lettre::Message;
use lettre::message::Mailbox;
use maud::{DOCTYPE, Markup, html};

use super::day_view::{DayView, INK, MUTED, Placement};
use crate::content::Catalogue;
use crate::domain::{DayActivity, SummaryMail};

/// Builds the message for outbox row `id`. `None` if none of its days has a guide any more.
pub fn render_summary(
    catalogue: &Catalogue,
    summary: &SummaryMail,
    id: &str,
    from: &Mailbox,
    public_url: &str,
) -> Option<Message> {
    let mail = compose(catalogue, summary, public_url)?;
    super::text_and_html(
        from,
        summary.recipient().as_str(),
        mail.subject,
        id,
        mail.text,
        mail.html,
    )
}

/// A summary's subject and its two parts.
struct Composed {
    subject: String,
    text: String,
    html: String,
}

fn compose(catalogue: &Catalogue, summary: &SummaryMail, public_url: &str) -> Option<Composed> {
    let days: &[DayActivity] = match summary {
        SummaryMail::Day(day) => std::slice::from_ref(&day.activity),
        SummaryMail::Journey(journey) => &journey.days,
    };
    // A day whose guide was removed since is left out of a journey.
    let views: Vec<DayView> = days
        .iter()
        .filter_map(|activity| DayView::new(catalogue, activity, public_url))
        .collect();
    let mail = match summary {
        SummaryMail::Day(_) if views.len() == 1 => SummaryLayout::Day(&views[0]),
        SummaryMail::Journey(_) if !views.is_empty() => SummaryLayout::Journey(&views),
        _ => return None,
    };
    let programme = &catalogue.programme;
    let frame = Frame {
        church: &programme.church,
        title: &programme.title,
        subject: mail.subject(),
        safety: (&programme.safety.title, format!("{public_url}/safety")),
        footer: mail.footer(&programme.church, &programme.title),
    };
    Some(Composed {
        text: frame.text(&mail.text()),
        html: frame.html(mail.html()).into_string(),
        subject: frame.subject,
    })
}

/// What the e-mail holds.
enum SummaryLayout<'v, 'a> {
    Day(&'v DayView<'a>),
    /// The days in programme order.
    Journey(&'v [DayView<'a>]),
}

impl SummaryLayout<'_, '_> {
    fn subject(&self) -> String {
        match self {
            SummaryLayout::Day(day) => format!("{} — your prayer fast summary", day.title()),
            SummaryLayout::Journey(days) => {
                format!(
                    "Your prayer fast journey so far — {}",
                    days_count(days.len())
                )
            }
        }
    }

    fn footer(&self, church: &str, title: &str) -> String {
        let what = match self {
            SummaryLayout::Day(_) => "the day's summary",
            SummaryLayout::Journey(_) => "your journey so far",
        };
        format!(
            "You are receiving this because this address was entered in the {church} {title} guide to e-mail yourself \
             {what}. Nothing else is sent unless you ask again."
        )
    }

    fn html(&self) -> Markup {
        match self {
            SummaryLayout::Day(day) => day.html(Placement::Alone),
            SummaryLayout::Journey(days) => html! {
                h1 style={"font-size:24px;margin:8px 0 4px;color:" (INK)} { "Your journey so far" }
                p style=(MUTED) { (journey_span(days)) }
                @for day in days.iter() {
                    hr style="border:none;border-top:1px solid #e6e0d6;margin:28px 0 8px";
                    (day.html(Placement::InJourney))
                }
            },
        }
    }

    fn text(&self) -> String {
        match self {
            SummaryLayout::Day(day) => day.text(),
            SummaryLayout::Journey(days) => {
                let mut out = format!("YOUR JOURNEY SO FAR\n{}\n", journey_span(days));
                for day in days.iter() {
                    out.push_str("\n========================================\n");
                    out.push_str(&day.text());
                }
                out
            }
        }
    }
}

fn days_count(n: usize) -> String {
    if n == 1 {
        "1 day".into()
    } else {
        format!("{n} days")
    }
}

/// "3 days: Tuesday, October 3, 2025 to Sunday, October 12, 2025".
fn journey_span(days: &[DayView]) -> String {
    match days {
        [only] => format!("1 day: {}", only.date),
        [first, .., last] => format!(
            "{}: {} to {}",
            days_count(days.len()),
            first.date,
            last.date
        ),
        [] => String::new(),
    }
}

/// The church's card around the summary, the page on fasting safely, and its footer.
struct Frame<'a> {
    church: &'a str,
    title: &'a str,
    subject: String,
    /// "Before you begin: fasting safely" and its address: in every summary, so in a member's first.
    safety: (&'a str, String),
    footer: String,
}

/// Why a summary points to the safety page.
const SAFETY_LEAD: &str = "Fasting under medical care, or unsure how far to fast? Read";

impl Frame<'_> {
    fn html(&self, content: Markup) -> Markup {
        const BODY: &str = "margin:0;padding:24px 12px;background:#f6f3ee;color:#1f2233;\
            font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5";
        const CARD: &str = "max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px;border:1px solid #e6e0d6";
        html! {
            (DOCTYPE)
            html lang="en" {
                head {
                    meta charset="utf-8";
                    meta name="viewport" content="width=device-width, initial-scale=1";
                    title { (self.subject) }
                }
                body style=(BODY) {
                    div style=(CARD) {
                        p style=(MUTED) { (self.church) " · " (self.title) }
                        (content)
                        p style="margin:24px 0 0" {
                            (SAFETY_LEAD) " " a href=(self.safety.1) style={"color:" (INK)} { (self.safety.0) } "."
                        }
                        hr style="border:none;border-top:1px solid #e6e0d6;margin:24px 0 12px";
                        p style="color:#5b5f73;font-size:13px;margin:0" { (self.footer) }
                    }
                }
            }
        }
    }

    fn text(&self, content: &str) -> String {
        let (safety, link) = &self.safety;
        format!(
            "{} · {}\n{content}\n{SAFETY_LEAD} \"{safety}\": {link}\n\n-- \n{}\n",
            self.church, self.title, self.footer
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::twelve_hour;
    use crate::domain::{DaySummary, JourneySummary, RecipientEmail};

    fn activity(day: u16) -> DayActivity {
        DayActivity {
            day,
            completed_slots: vec![],
            journals: vec![],
        }
    }

    #[test]
    fn a_day_removed_from_the_content_since_queuing_is_left_out_of_its_journey() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../content");
        let catalogue = Catalogue::load(&dir, None).unwrap();
        let kept = *catalogue.days.keys().next().unwrap();
        let gone = u16::MAX;
        let recipient = RecipientEmail::parse("member@example.org").unwrap();
        let compose = |mail: &SummaryMail| compose(&catalogue, mail, "https://guide.example");
        let journey = |days: Vec<DayActivity>| {
            SummaryMail::Journey(JourneySummary {
                recipient: recipient.clone(),
                days,
                language: None,
            })
        };

        let mail = compose(&journey(vec![activity(kept), activity(gone)])).unwrap();
        assert_eq!(mail.subject, "Your prayer fast journey so far — 1 day");
        for part in [&mail.text, &mail.html] {
            assert!(part.contains(&format!("/day/{kept}")));
            assert!(!part.contains(&format!("/day/{gone}")));
            // Every summary, so a member's first, points to fasting safely.
            assert!(part.contains("https://guide.example/safety"), "{part}");
            assert!(part.contains(&catalogue.programme.safety.title));
        }
        assert!(
            compose(&journey(vec![activity(gone)])).is_none(),
            "nothing left to send"
        );
        let day = SummaryMail::Day(DaySummary {
            recipient: recipient.clone(),
            activity: activity(gone),
            language: None,
        });
        assert!(compose(&day).is_none());
    }

    #[test]
    fn times_read_as_in_the_guide() {
        let t = |h, m| jiff::civil::Time::new(h, m, 0, 0).unwrap();
        assert_eq!(twelve_hour(t(6, 0)), "6:00 AM");
        assert_eq!(twelve_hour(t(12, 0)), "12:00 PM");
        assert_eq!(twelve_hour(t(17, 45)), "5:45 PM");
        assert_eq!(twelve_hour(t(0, 0)), "12:00 AM");
    }
}
