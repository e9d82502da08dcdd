//! Renders a validated day summary into an HTML + plain-text e-mail. Member text only ever goes
//! into the body (maud escapes it); headers are built from content and validated addresses.

use lettre::Message;
use lettre::message::Mailbox;
use maud::{DOCTYPE, Markup, PreEscaped, html};

use crate::content::model::DayGuide;
use crate::content::{Catalogue, twelve_hour};
use crate::domain::DaySummary;

pub struct RenderedSummary {
    pub subject: String,
    pub html: String,
    pub text: String,
}

const NO_ACTIVITIES: &str = "No activities completed yet";

/// Builds the message for outbox row `id`. `None` if the day vanished from content since queuing.
pub fn render_summary(
    catalogue: &Catalogue,
    summary: &DaySummary,
    id: &str,
    from: &Mailbox,
    public_url: &str,
) -> Option<(Message, RenderedSummary)> {
    let guide = catalogue.day(summary.day)?;
    let view = SummaryView::new(catalogue, guide, summary, public_url);
    let rendered = RenderedSummary {
        subject: view.subject(),
        html: view.html().into_string(),
        text: view.text(),
    };
    let message = super::text_and_html(
        from,
        summary.recipient.as_str(),
        rendered.subject.clone(),
        id,
        rendered.text.clone(),
        rendered.html.clone(),
    )?;
    Some((message, rendered))
}

struct SummaryView<'a> {
    church: &'a str,
    title: &'a str,
    guide: &'a DayGuide,
    date: String,
    /// (time as "6:00 AM", title) of each completed slot, in the day's order.
    completed: Vec<(String, &'a str)>,
    /// (heading, text) of each journal with text.
    journals: Vec<(String, &'a str)>,
    link: String,
}

impl<'a> SummaryView<'a> {
    fn new(
        catalogue: &'a Catalogue,
        guide: &'a DayGuide,
        summary: &'a DaySummary,
        public_url: &str,
    ) -> Self {
        let programme = &catalogue.programme;
        let date = programme
            .start_date
            .checked_add(jiff::Span::new().days(i64::from(guide.day) - 1))
            .map(|d| d.strftime("%A, %B %-d, %Y").to_string())
            .unwrap_or_default();
        let completed = guide
            .checkable_slots()
            .filter(|slot| summary.completed_slots.contains(&slot.key))
            .map(|slot| (twelve_hour(slot.time.time()), slot.title.as_str()))
            .collect();
        let journals = summary
            .journals
            .iter()
            .filter_map(|(key, text)| {
                let slot = guide
                    .timed_slots()
                    .find(|s| s.journal.as_ref().is_some_and(|j| &j.key == key))?;
                Some((
                    format!("{} · {}", twelve_hour(slot.time.time()), slot.title),
                    text.as_str(),
                ))
            })
            .collect();
        SummaryView {
            church: &programme.church,
            title: &programme.title,
            guide,
            date,
            completed,
            journals,
            link: format!("{public_url}/day/{}", guide.day),
        }
    }

    fn subject(&self) -> String {
        format!(
            "Day {}: {} — your prayer fast summary",
            self.guide.day, self.guide.theme
        )
    }

    fn footer(&self) -> String {
        format!(
            "You are receiving this because this address was entered in the {} {} guide to e-mail yourself \
             the day's summary. Nothing else is sent unless you ask again.",
            self.church, self.title
        )
    }

    fn html(&self) -> Markup {
        const BODY: &str = "margin:0;padding:24px 12px;background:#f6f3ee;color:#1f2233;\
            font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5";
        const CARD: &str = "max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px;border:1px solid #e6e0d6";
        const H2: &str = "font-size:17px;margin:24px 0 8px;color:#2b2f6b";
        const MUTED: &str = "color:#5b5f73;font-size:14px;margin:0";
        let guide = self.guide;
        html! {
            (DOCTYPE)
            html lang="en" {
                head {
                    meta charset="utf-8";
                    meta name="viewport" content="width=device-width, initial-scale=1";
                    title { (self.subject()) }
                }
                body style=(BODY) {
                    div style=(CARD) {
                        p style=(MUTED) { (self.church) " · " (self.title) }
                        h1 style="font-size:24px;margin:8px 0 4px;color:#2b2f6b" { "Day " (guide.day) ": " (guide.theme) }
                        p style=(MUTED) { (self.date) }
                        blockquote style="margin:20px 0;padding:12px 16px;border-left:4px solid #b8860b;background:#fbf7ec;\
                            font-family:Georgia,'Times New Roman',serif;font-style:italic" {
                            p style="margin:0 0 6px" { "“" (guide.anchor_scripture.text) "”" }
                            p style="margin:0;font-style:normal;font-weight:600" { "— " (guide.anchor_scripture.reference) }
                        }
                        h2 style=(H2) { "Completed Activities" }
                        @if self.completed.is_empty() {
                            p style="margin:0" { (NO_ACTIVITIES) }
                        } @else {
                            ul style="margin:0;padding-left:20px" {
                                @for (time, title) in &self.completed {
                                    li { strong { (time) } " — " (title) }
                                }
                            }
                        }
                        @if !self.journals.is_empty() {
                            h2 style=(H2) { "Journal Entries" }
                            @for (heading, text) in &self.journals {
                                p style="margin:12px 0 4px;font-weight:600" { (heading) }
                                p style="margin:0;white-space:pre-wrap" { (with_line_breaks(text)) }
                            }
                        }
                        h2 style=(H2) { "Declarations" }
                        ol style="margin:0;padding-left:20px" {
                            @for declaration in &guide.declarations { li { (declaration) } }
                        }
                        p style="margin:24px 0 0" {
                            a href=(self.link) style="color:#2b2f6b;font-weight:600" { "Open Day " (guide.day) " in the guide" }
                        }
                        hr style="border:none;border-top:1px solid #e6e0d6;margin:24px 0 12px";
                        p style="color:#5b5f73;font-size:13px;margin:0" { (self.footer()) }
                    }
                }
            }
        }
    }

    fn text(&self) -> String {
        let guide = self.guide;
        let mut out = format!(
            "{} · {}\nDay {}: {}\n{}\n\n“{}”\n— {}\n\nCOMPLETED ACTIVITIES\n",
            self.church,
            self.title,
            guide.day,
            guide.theme,
            self.date,
            guide.anchor_scripture.text,
            guide.anchor_scripture.reference
        );
        if self.completed.is_empty() {
            out.push_str(NO_ACTIVITIES);
            out.push('\n');
        }
        for (time, title) in &self.completed {
            out.push_str(&format!("- {time} — {title}\n"));
        }
        if !self.journals.is_empty() {
            out.push_str("\nJOURNAL ENTRIES\n");
            for (heading, text) in &self.journals {
                out.push_str(&format!("\n{heading}\n{text}\n"));
            }
        }
        out.push_str("\nDECLARATIONS\n");
        for (n, declaration) in guide.declarations.iter().enumerate() {
            out.push_str(&format!("{}. {declaration}\n", n + 1));
        }
        out.push_str(&format!(
            "\nOpen Day {} in the guide: {}\n\n-- \n{}\n",
            guide.day,
            self.link,
            self.footer()
        ));
        out
    }
}

/// Escaped text with each line break as `<br>` (for clients that ignore `white-space`).
fn with_line_breaks(text: &str) -> Markup {
    let escaped: Vec<String> = text
        .split('\n')
        .map(|line| html! { (line) }.into_string())
        .collect();
    PreEscaped(escaped.join("<br>"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_as_in_the_guide() {
        let t = |h, m| jiff::civil::Time::new(h, m, 0, 0).unwrap();
        assert_eq!(twelve_hour(t(6, 0)), "6:00 AM");
        assert_eq!(twelve_hour(t(12, 0)), "12:00 PM");
        assert_eq!(twelve_hour(t(17, 45)), "5:45 PM");
        assert_eq!(twelve_hour(t(0, 0)), "12:00 AM");
    }

    #[test]
    fn member_text_is_escaped_and_keeps_its_line_breaks() {
        let markup = with_line_breaks("<script>alert(1)</script>\nsecond & last").into_string();
        assert_eq!(
            markup,
            "&lt;script&gt;alert(1)&lt;/script&gt;<br>second &amp; last"
        );
    }
}
