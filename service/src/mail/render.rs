//! Renders a member's summary — one day, or the journey so far — into an HTML + plain-text
//! e-mail. Member text only ever goes into the body (maud escapes it); headers are built from
//! content and validated addresses.

use lettre::Message;
use lettre::message::Mailbox;
use maud::{DOCTYPE, Markup, PreEscaped, html};

use super::day_view::{DayView, INK, MUTED, Placement};
use crate::content::{Arg, Catalogue};
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
        &[],
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
    let lang = &summary.language().map_or_else(
        || catalogue.first_language(),
        |l| catalogue.language(l.code()),
    );
    // A day whose guide was removed since is left out of a journey.
    let views: Vec<DayView> = days
        .iter()
        .filter_map(|activity| DayView::new(catalogue, lang, activity, public_url))
        .collect();
    let mail = match summary {
        SummaryMail::Day(_) if views.len() == 1 => SummaryLayout::Day(&views[0]),
        SummaryMail::Journey(_) if !views.is_empty() => SummaryLayout::Journey(&views),
        _ => return None,
    };
    let footer_id = match mail {
        SummaryLayout::Day(_) => "summary-footer-day",
        SummaryLayout::Journey(_) => "summary-footer-journey",
    };
    let programme = catalogue.programme_in(lang);
    let (church, title) = (programme.church.as_str(), programme.title.as_str());
    let footer = catalogue.message(
        lang,
        footer_id,
        &[("church", church.into()), ("title", title.into())],
    );
    let frame = Frame::new(catalogue, lang, public_url, mail.subject(), footer);
    Some(Composed {
        text: frame.text(&mail.text()),
        html: frame.html(mail.html()).into_string(),
        subject: frame.subject,
    })
}

/// The emergency number and the pastoral contact, in every summary (so in a member's first;
/// which summary is a recipient's first is not kept): `None` only for content the check refuses.
fn care_line(
    catalogue: &Catalogue,
    lang: &crate::content::Language,
    programme: &crate::content::model::Programme,
) -> Option<String> {
    let number = programme.emergency_number.as_deref()?;
    let contact = programme.pastoral_contact.as_ref()?;
    let reach: Vec<&str> = [contact.phone.as_deref(), contact.email.as_deref()]
        .into_iter()
        .flatten()
        .filter(|v| !v.trim().is_empty())
        .collect();
    Some(catalogue.message(
        lang,
        "summary-care",
        &[
            ("number", number.into()),
            ("name", contact.name.as_str().into()),
            ("reach", reach.join(", ").as_str().into()),
        ],
    ))
}

/// The page on fasting safely: its title and address.
struct Safety<'a> {
    title: &'a str,
    link: String,
}

/// Where a sentence has its link: the variable's value while the message is formatted.
const LINK: &str = "\u{E000}";

/// A sentence formatted with [`LINK`] for its link, as HTML: escaped, then the link to the
/// safety page put where the language's sentence has it.
fn linked(sentence: String, safety: &Safety) -> Markup {
    let sentence = html! { (sentence) }.into_string();
    let link = html! { a href=(safety.link) style={"color:" (INK)} { (safety.title) } };
    PreEscaped(sentence.replacen(LINK, &link.into_string(), 1))
}

/// What the e-mail holds.
enum SummaryLayout<'v, 'a> {
    Day(&'v DayView<'a>),
    /// The days in programme order.
    Journey(&'v [DayView<'a>]),
}

impl SummaryLayout<'_, '_> {
    /// The first day's view: every view speaks the e-mail's language.
    fn first(&self) -> &DayView<'_> {
        match self {
            SummaryLayout::Day(day) => day,
            SummaryLayout::Journey(days) => &days[0],
        }
    }

    fn subject(&self) -> String {
        match self {
            SummaryLayout::Day(day) => day.say(
                "summary-day-subject",
                &[
                    ("day", i64::from(day.guide.day).into()),
                    ("theme", day.guide.theme.as_str().into()),
                ],
            ),
            SummaryLayout::Journey(days) => self.first().say(
                "summary-journey-subject",
                &[("days", (days.len() as i64).into())],
            ),
        }
    }

    fn html(&self) -> Markup {
        match self {
            SummaryLayout::Day(day) => day.html(Placement::Alone),
            SummaryLayout::Journey(days) => html! {
                h1 style={"font-size:24px;margin:8px 0 4px;color:" (INK)} { (self.first().say("summary-journey-heading", &[])) }
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
                let heading = self.first().say("summary-journey-heading", &[]);
                let mut out = format!("{}\n{}\n", heading.to_uppercase(), journey_span(days));
                for day in days.iter() {
                    out.push_str("\n========================================\n");
                    out.push_str(&day.text());
                }
                out
            }
        }
    }
}

/// "3 days: Tuesday, October 3, 2025 to Sunday, October 12, 2025".
fn journey_span(days: &[DayView]) -> String {
    let (Some(first), Some(last)) = (days.first(), days.last()) else {
        return String::new();
    };
    first.say(
        "summary-journey-span",
        &[
            ("days", (days.len() as i64).into()),
            ("first", first.date.as_str().into()),
            ("last", last.date.as_str().into()),
        ],
    )
}

/// The church's card around a mail of the guide (a summary, a morning's guide): the page on
/// fasting safely, the emergency and pastoral line, and its footer.
pub(super) struct Frame<'a> {
    /// The e-mail's language (`<html lang>`).
    lang: &'a str,
    church: &'a str,
    title: &'a str,
    pub(super) subject: String,
    /// "Before you begin: fasting safely" and its address: in every summary, so in a member's
    /// first (as text, and as HTML with the link).
    safety_text: String,
    safety_html: Markup,
    /// "In an emergency, call …" and the pastoral contact.
    care: Option<String>,
    pub(super) footer: String,
}

impl<'a> Frame<'a> {
    /// The frame in `lang`, titled `subject`, ending with `footer`.
    pub(super) fn new(
        catalogue: &'a Catalogue,
        lang: &'a crate::content::Language,
        public_url: &str,
        subject: String,
        footer: String,
    ) -> Self {
        let programme = catalogue.programme_in(lang);
        let say = |id: &str, args: &[(&str, Arg<'_>)]| catalogue.message(lang, id, args);
        let safety = Safety {
            title: &programme.safety.title,
            link: format!("{public_url}{}", catalogue.page_path(lang, "/safety")),
        };
        Frame {
            lang: lang.code(),
            church: &programme.church,
            title: &programme.title,
            subject,
            footer,
            safety_text: say(
                "summary-safety-text",
                &[
                    ("page", safety.title.into()),
                    ("link", safety.link.as_str().into()),
                ],
            ),
            safety_html: linked(
                say("summary-safety-html", &[("page", LINK.into())]),
                &safety,
            ),
            care: care_line(catalogue, lang, programme),
        }
    }

    pub(super) fn html(&self, content: Markup) -> Markup {
        const BODY: &str = "margin:0;padding:24px 12px;background:#f6f3ee;color:#1f2233;\
            font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5";
        const CARD: &str = "max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px;border:1px solid #e6e0d6";
        html! {
            (DOCTYPE)
            html lang=(self.lang) {
                head {
                    meta charset="utf-8";
                    meta name="viewport" content="width=device-width, initial-scale=1";
                    title { (self.subject) }
                }
                body style=(BODY) {
                    div style=(CARD) {
                        p style=(MUTED) { (self.church) " · " (self.title) }
                        (content)
                        p style="margin:24px 0 0" { (self.safety_html) }
                        @if let Some(care) = &self.care {
                            p style="margin:12px 0 0" { (care) }
                        }
                        hr style="border:none;border-top:1px solid #e6e0d6;margin:24px 0 12px";
                        p style="color:#5b5f73;font-size:13px;margin:0" { (self.footer) }
                    }
                }
            }
        }
    }

    pub(super) fn text(&self, content: &str) -> String {
        let care = self
            .care
            .as_deref()
            .map_or(String::new(), |care| format!("{care}\n"));
        format!(
            "{} · {}\n{content}\n{}\n{care}\n-- \n{}\n",
            self.church, self.title, self.safety_text, self.footer
        )
    }
}

#[cfg(test)]
#[path = "render_tests.rs"]
mod tests;
