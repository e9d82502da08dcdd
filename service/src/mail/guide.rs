//! A morning's guide by e-mail: the day in the member's language, way of fasting and rhythm
//! (every prayer time, morning and evening, or the once-a-day short path), as HTML and a whole
//! text part, with the day's link, the safety line, and a one-click unsubscribe (RFC 8058).
//! Everything in it is the church's content; nothing the member typed but their address.

use lettre::Message;
use lettre::message::Mailbox;
use maud::{Markup, html};

use super::day_view::{INK, MUTED, day_date};
use super::render::Frame;
use crate::content::model::{DayGuide, RhythmKey, Slot, WayKey};
use crate::content::{Arg, Catalogue, Language};

/// Who a morning's guide goes to, and how they keep the fast.
pub struct GuideLetter<'a> {
    pub to: &'a str,
    pub lang: &'a str,
    pub way: Option<WayKey>,
    pub rhythm: RhythmKey,
    pub time_zone: &'a str,
    /// Minutes after local midnight: the time the member chose.
    pub minute: u16,
    pub day: u16,
    /// The one-click unsubscribe link.
    pub unsubscribe: &'a str,
}

/// The message for outbox row `id`; `None` if the day has no guide or the address no longer
/// parses.
pub fn render_guide(
    catalogue: &Catalogue,
    letter: &GuideLetter,
    id: &str,
    from: &Mailbox,
    public_url: &str,
) -> Option<Message> {
    let lang = catalogue.language(letter.lang);
    let view = GuideView::new(catalogue, &lang, letter, public_url)?;
    let time = jiff::civil::Time::new((letter.minute / 60) as i8, (letter.minute % 60) as i8, 0, 0)
        .ok()?;
    let why = view.say(
        "guide-mail-why",
        &[
            ("time", catalogue.clock(&lang, time).as_str().into()),
            ("zone", letter.time_zone.into()),
        ],
    );
    let subject = view.say(
        "guide-mail-subject",
        &[
            ("day", i64::from(view.guide.day).into()),
            ("theme", view.guide.theme.as_str().into()),
        ],
    );
    let frame = Frame::new(catalogue, &lang, public_url, subject, why);
    let headers = [
        ("List-Unsubscribe", format!("<{}>", letter.unsubscribe)),
        (
            "List-Unsubscribe-Post",
            "List-Unsubscribe=One-Click".to_string(),
        ),
    ];
    super::text_and_html(
        from,
        letter.to,
        frame.subject.clone(),
        id,
        frame.text(&view.text()),
        frame.html(view.html()).into_string(),
        &headers,
    )
}

struct GuideView<'a> {
    catalogue: &'a Catalogue,
    lang: &'a Language,
    guide: &'a DayGuide,
    letter: &'a GuideLetter<'a>,
    date: String,
    fast_hours: String,
    link: String,
}

impl<'a> GuideView<'a> {
    fn new(
        catalogue: &'a Catalogue,
        lang: &'a Language,
        letter: &'a GuideLetter<'a>,
        public_url: &str,
    ) -> Option<Self> {
        let guide = catalogue.day_in(lang, letter.day)?;
        let programme = catalogue.programme_in(lang);
        let date = day_date(catalogue, lang, guide.day);
        let way = letter.way.map(|key| programme.ways_of_fasting.get(key));
        let fast_hours = match way {
            Some(way) => guide.fill_line(programme, &way.fast_hours),
            None => guide.fast_hours_or(programme),
        };
        let page = catalogue.page_path(lang, &crate::content::day_page(guide.day));
        Some(GuideView {
            catalogue,
            lang,
            guide,
            letter,
            date,
            fast_hours,
            link: format!("{public_url}{page}"),
        })
    }

    fn say(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        self.catalogue.message(self.lang, id, args)
    }

    fn title(&self) -> String {
        self.say(
            "summary-day-title",
            &[
                ("day", i64::from(self.guide.day).into()),
                ("theme", self.guide.theme.as_str().into()),
            ],
        )
    }

    /// The slots the member's rhythm keeps, in the day's order.
    fn slots(&self) -> Vec<&'a Slot> {
        let rhythms = self.catalogue.programme_in(self.lang).rhythms.as_ref();
        let rhythm = rhythms.map(|r| r.get(self.letter.rhythm));
        self.guide
            .timed_slots()
            .filter(|slot| rhythm.is_none_or(|r| r.keeps(&slot.key)))
            .collect()
    }

    /// Once a day: the short path prays one slot's focus, and nothing more of the slots.
    fn short_path(&self) -> bool {
        self.letter.rhythm == RhythmKey::Once
    }

    fn rhythm_line(&self) -> Option<String> {
        let rhythms = self.catalogue.programme_in(self.lang).rhythms.as_ref()?;
        let key = Some(self.letter.rhythm).filter(|k| !k.is_every())?;
        let name = rhythms.get(key).name.as_str();
        Some(self.say("summary-rhythm", &[("rhythm", name.into())]))
    }

    fn tips(&self) -> Vec<&'a str> {
        if self.short_path() {
            return Vec::new();
        }
        let way = self.letter.way.map(WayKey::as_str);
        self.guide.sustaining.tips_for(way)
    }

    fn slot_heading(&self, slot: &Slot) -> String {
        format!(
            "{} · {}",
            self.catalogue.clock(self.lang, slot.time.time()),
            slot.title
        )
    }

    fn html(&self) -> Markup {
        let guide = self.guide;
        let h2 = format!("font-size:18px;margin:24px 0 8px;color:{INK}");
        let h3 = format!("font-size:16px;margin:18px 0 4px;color:{INK}");
        let quote = "margin:12px 0;padding:10px 14px;border-left:4px solid #b8860b;background:#fbf7ec;\
            font-family:Georgia,'Times New Roman',serif";
        let stop = self.say("guide-mail-stop", &[]);
        html! {
            h1 style={"font-size:24px;margin:8px 0 4px;color:" (INK)} { (self.title()) }
            p style=(MUTED) { (self.date) }
            p style=(MUTED) { (self.fast_hours) }
            @if let Some(rhythm) = self.rhythm_line() { p style=(MUTED) { (rhythm) } }
            p { (self.say("guide-mail-greeting", &[])) }
            blockquote style=(quote) {
                p style="margin:0 0 6px;font-style:italic" { "“" (guide.anchor_scripture.text) "”" }
                p style="margin:0;font-weight:600" { "— " (guide.anchor_scripture.reference) }
            }
            h2 style=(h2) { (self.say("guide-mail-prayer-heading", &[])) }
            p { (guide.daily_prayer) }
            @if self.short_path() {
                h2 style=(h2) { (self.say("guide-mail-focus-heading", &[])) }
                @for slot in self.slots() {
                    h3 style=(h3) { (self.slot_heading(slot)) }
                    @if let Some(focus) = &slot.prayer_focus { p { (focus) } }
                }
            } @else {
                h2 style=(h2) { (self.say("guide-mail-times-heading", &[])) }
                @for slot in self.slots() {
                    h3 style=(h3) { (self.slot_heading(slot)) }
                    p style=(MUTED) { (slot.subtitle) }
                    @if let Some(scripture) = &slot.scripture {
                        blockquote style=(quote) {
                            p style="margin:0 0 6px;font-style:italic" { "“" (scripture.text) "”" }
                            p style="margin:0;font-weight:600" { "— " (scripture.reference) }
                        }
                    }
                    @if let Some(focus) = &slot.prayer_focus { p { (focus) } }
                    @if let Some(step) = &slot.action_step {
                        p { (self.say("guide-mail-action", &[("step", step.as_str().into())])) }
                    }
                }
            }
            h2 style=(h2) { (self.say("summary-declarations-heading", &[])) }
            ol style="margin:0;padding-left:20px" {
                @for declaration in &guide.declarations { li { (declaration) } }
            }
            @let tips = self.tips();
            @if !tips.is_empty() {
                h2 style=(h2) { (guide.sustaining.title) }
                ul style="margin:0;padding-left:20px" { @for tip in tips { li { (tip) } } }
            }
            p style="margin:24px 0 0" {
                a href=(self.link) style={"color:" (INK) ";font-weight:600"} {
                    (self.say("summary-open-day", &[("day", i64::from(guide.day).into())]))
                }
            }
            p style="margin:12px 0 0;font-size:14px" {
                a href=(self.letter.unsubscribe) style={"color:" (INK)} { (stop) }
            }
        }
    }

    fn text(&self) -> String {
        let guide = self.guide;
        let upper = |id: &str| self.say(id, &[]).to_uppercase();
        let mut out = format!("{}\n{}\n{}\n", self.title(), self.date, self.fast_hours);
        if let Some(rhythm) = self.rhythm_line() {
            out.push_str(&format!("{rhythm}\n"));
        }
        out.push_str(&format!(
            "\n{}\n\n“{}”\n— {}\n\n{}\n{}\n",
            self.say("guide-mail-greeting", &[]),
            guide.anchor_scripture.text,
            guide.anchor_scripture.reference,
            upper("guide-mail-prayer-heading"),
            guide.daily_prayer,
        ));
        let heading = match self.short_path() {
            true => "guide-mail-focus-heading",
            false => "guide-mail-times-heading",
        };
        out.push_str(&format!("\n{}\n", upper(heading)));
        for slot in self.slots() {
            out.push_str(&format!("\n{}\n", self.slot_heading(slot)));
            if !self.short_path() {
                out.push_str(&format!("{}\n", slot.subtitle));
                if let Some(scripture) = &slot.scripture {
                    out.push_str(&format!(
                        "“{}”\n— {}\n",
                        scripture.text, scripture.reference
                    ));
                }
            }
            if let Some(focus) = &slot.prayer_focus {
                out.push_str(&format!("{focus}\n"));
            }
            if let (false, Some(step)) = (self.short_path(), &slot.action_step) {
                let step = self.say("guide-mail-action", &[("step", step.as_str().into())]);
                out.push_str(&format!("{step}\n"));
            }
        }
        out.push_str(&format!("\n{}\n", upper("summary-declarations-heading")));
        for (n, declaration) in guide.declarations.iter().enumerate() {
            out.push_str(&format!("{}. {declaration}\n", n + 1));
        }
        let tips = self.tips();
        if !tips.is_empty() {
            out.push_str(&format!("\n{}\n", guide.sustaining.title.to_uppercase()));
            for tip in tips {
                out.push_str(&format!("- {tip}\n"));
            }
        }
        let day = i64::from(guide.day).into();
        let open = self.say(
            "summary-open-day-text",
            &[("day", day), ("link", self.link.as_str().into())],
        );
        let stop = self.say(
            "guide-mail-stop-text",
            &[("link", self.letter.unsubscribe.into())],
        );
        out.push_str(&format!("\n{open}\n{stop}\n"));
        out
    }
}
