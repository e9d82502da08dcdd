//! One day of a member's summary as the e-mail shows it: the day's title and date, its anchor
//! scripture, the slots completed, the journals written and the declarations, with a link back.
//! A day e-mail shows one; a journey e-mail one after another. Member text is escaped by maud.

use maud::{Markup, PreEscaped, html};

use crate::content::model::{DayGuide, RhythmKey};
use crate::content::{Arg, Catalogue, Language};
use crate::domain::DayActivity;

pub(super) const INK: &str = "#2b2f6b";
pub(super) const MUTED: &str = "color:#5b5f73;font-size:14px;margin:0";

/// How a day sits in its e-mail: the e-mail's own subject, or one of a journey's days.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Placement {
    Alone,
    InJourney,
}

pub(super) struct DayView<'a> {
    /// The day's guide in the member's language.
    pub guide: &'a DayGuide,
    catalogue: &'a Catalogue,
    lang: &'a Language,
    pub date: String,
    /// (time as "6:00 AM" or "6:00 a. m.", title) of each completed slot, in the day's order.
    completed: Vec<(String, &'a str)>,
    /// (heading, text) of each journal with text.
    journals: Vec<(String, &'a str)>,
    link: String,
    rhythm: RhythmKey,
}

impl<'a> DayView<'a> {
    /// `None` if the day has no guide any more (content changed since it was queued). In `lang`:
    /// its guide, times and date.
    pub fn new(
        catalogue: &'a Catalogue,
        lang: &'a Language,
        activity: &'a DayActivity,
        public_url: &str,
    ) -> Option<Self> {
        catalogue.day(activity.day)?;
        let guide = catalogue.day_in(lang, activity.day)?;
        let date = day_date(catalogue, lang, guide.day);
        let clock = |slot: &crate::content::model::Slot| catalogue.clock(lang, slot.time.time());
        let completed = guide
            .checkable_slots()
            .filter(|slot| activity.completed_slots.contains(&slot.key))
            .map(|slot| (clock(slot), slot.title.as_str()))
            .collect();
        let journals = activity
            .journals
            .iter()
            .filter_map(|(key, text)| {
                let slot = guide
                    .timed_slots()
                    .find(|s| s.journal.as_ref().is_some_and(|j| &j.key == key))?;
                Some((format!("{} · {}", clock(slot), slot.title), text.as_str()))
            })
            .collect();
        let page = catalogue.page_path(lang, &crate::content::day_page(guide.day));
        Some(DayView {
            guide,
            catalogue,
            lang,
            date,
            completed,
            journals,
            link: format!("{public_url}{page}"),
            rhythm: activity.rhythm,
        })
    }

    /// Message `id` in the member's language.
    pub fn say(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        self.catalogue.message(self.lang, id, args)
    }

    /// "Your rhythm: Once a day", for a member who keeps the day in another rhythm than every
    /// prayer time (the programme's words in the member's language).
    fn rhythm_line(&self) -> Option<String> {
        let rhythms = self.catalogue.programme_in(self.lang).rhythms.as_ref()?;
        let key = Some(self.rhythm).filter(|k| !k.is_every())?;
        let name = rhythms.get(key).name.as_str();
        Some(self.say("summary-rhythm", &[("rhythm", name.into())]))
    }

    pub fn title(&self) -> String {
        let day = i64::from(self.guide.day);
        let theme = self.guide.theme.as_str();
        self.say(
            "summary-day-title",
            &[("day", day.into()), ("theme", theme.into())],
        )
    }

    pub fn html(&self, placement: Placement) -> Markup {
        let (title_size, section_size) = match placement {
            Placement::Alone => ("24px", "17px"),
            Placement::InJourney => ("20px", "16px"),
        };
        let title = format!("font-size:{title_size};margin:8px 0 4px;color:{INK}");
        let h = format!("font-size:{section_size};margin:24px 0 8px;color:{INK}");
        let guide = self.guide;
        let heading = |text: &str| match placement {
            Placement::Alone => html! { h2 style=(h) { (text) } },
            Placement::InJourney => html! { h3 style=(h) { (text) } },
        };
        html! {
            @match placement {
                Placement::Alone => h1 style=(title) { (self.title()) },
                Placement::InJourney => h2 style=(title) { (self.title()) },
            }
            p style=(MUTED) { (self.date) }
            @if let Some(rhythm) = self.rhythm_line() { p style=(MUTED) { (rhythm) } }
            blockquote style="margin:20px 0;padding:12px 16px;border-left:4px solid #b8860b;background:#fbf7ec;\
                font-family:Georgia,'Times New Roman',serif;font-style:italic" {
                p style="margin:0 0 6px" { "“" (guide.anchor_scripture.text) "”" }
                p style="margin:0;font-style:normal;font-weight:600" { "— " (guide.anchor_scripture.reference) }
            }
            (heading(&self.say("summary-completed-heading", &[])))
            @if self.completed.is_empty() {
                p style="margin:0" { (self.say("summary-no-activities", &[])) }
            } @else {
                ul style="margin:0;padding-left:20px" {
                    @for (time, title) in &self.completed {
                        li { strong { (time) } " — " (title) }
                    }
                }
            }
            @if !self.journals.is_empty() {
                (heading(&self.say("summary-journal-heading", &[])))
                @for (heading, text) in &self.journals {
                    p style="margin:12px 0 4px;font-weight:600" { (heading) }
                    p style="margin:0;white-space:pre-wrap" { (with_line_breaks(text)) }
                }
            }
            (heading(&self.say("summary-declarations-heading", &[])))
            ol style="margin:0;padding-left:20px" {
                @for declaration in &guide.declarations { li { (declaration) } }
            }
            p style="margin:24px 0 0" {
                a href=(self.link) style={"color:" (INK) ";font-weight:600"} { (self.say("summary-open-day", &[("day", i64::from(guide.day).into())])) }
            }
        }
    }

    pub fn text(&self) -> String {
        let guide = self.guide;
        let upper = |id: &str| self.say(id, &[]).to_uppercase();
        let rhythm = self
            .rhythm_line()
            .map(|line| format!("{line}\n"))
            .unwrap_or_default();
        let mut out = format!(
            "{}\n{}\n{rhythm}\n“{}”\n— {}\n\n{}\n",
            self.title(),
            self.date,
            guide.anchor_scripture.text,
            guide.anchor_scripture.reference,
            upper("summary-completed-heading"),
        );
        if self.completed.is_empty() {
            out.push_str(&self.say("summary-no-activities", &[]));
            out.push('\n');
        }
        for (time, title) in &self.completed {
            out.push_str(&format!("- {time} — {title}\n"));
        }
        if !self.journals.is_empty() {
            out.push_str(&format!("\n{}\n", upper("summary-journal-heading")));
            for (heading, text) in &self.journals {
                out.push_str(&format!("\n{heading}\n{text}\n"));
            }
        }
        out.push_str(&format!("\n{}\n", upper("summary-declarations-heading")));
        for (n, declaration) in guide.declarations.iter().enumerate() {
            out.push_str(&format!("{}. {declaration}\n", n + 1));
        }
        let day = i64::from(guide.day).into();
        let open = self.say(
            "summary-open-day-text",
            &[("day", day), ("link", self.link.as_str().into())],
        );
        out.push_str(&format!("\n{open}\n"));
        out
    }
}

/// Day `day`'s date, written out in `lang` ("Wednesday, March 10, 2027").
pub(super) fn day_date(catalogue: &Catalogue, lang: &Language, day: u16) -> String {
    catalogue
        .programme
        .start_date
        .checked_add(jiff::Span::new().days(i64::from(day) - 1))
        .map(|d| catalogue.long_date(lang, d))
        .unwrap_or_default()
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
    fn member_text_is_escaped_and_keeps_its_line_breaks() {
        let markup = with_line_breaks("<script>alert(1)</script>\nsecond & last").into_string();
        assert_eq!(
            markup,
            "&lt;script&gt;alert(1)&lt;/script&gt;<br>second &amp; last"
        );
    }
}
