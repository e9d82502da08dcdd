//! Outgoing mail: day summaries, recipient confirmations and administrators' sign-in mails, rendered from content, and the
//! transports that deliver them.

mod admin_sign_in;
mod confirmation;
mod day_view;
mod dkim;
mod guide;
mod render;
mod transport;

pub use admin_sign_in::render_admin_sign_in;
pub use confirmation::render_confirmation;
pub use dkim::{DkimSettings, dkim_signer};
pub use guide::{GuideLetter, render_guide};
pub use render::render_summary;
pub use transport::{Mailer, SendError, purge_mail_files};

use lettre::Message;
use lettre::message::header::ContentType;
use lettre::message::{Mailbox, MultiPart, SinglePart};

/// A fixed-text mail with a button (a confirmation, a sign-in), as text and as HTML from the
/// same parts: the church's line, a heading, `intro`, the button to `link` (in the text,
/// `link_label` and the link), the code, and the paragraphs `after` (the last one small print).
pub(crate) struct ButtonMail<'a> {
    /// The programme as the mail's language writes it.
    pub programme: &'a crate::content::model::Programme,
    /// The mail's language (`<html lang>`).
    pub lang: &'a str,
    pub subject: &'a str,
    pub heading: &'a str,
    pub intro: &'a str,
    pub link_label: &'a str,
    pub link: &'a str,
    pub button: &'a str,
    pub code_label: &'a str,
    pub code: &'a str,
    pub after: &'a [&'a str],
}

impl ButtonMail<'_> {
    /// The message for outbox row `id` to `to`; `None` if the address no longer parses.
    pub(crate) fn message(&self, from: &Mailbox, to: &str, id: &str) -> Option<Message> {
        let text = format!(
            "{}\n\n{}\n\n{}\n{}\n\n{} {}\n\n{}\n",
            self.church_line(),
            self.intro,
            self.link_label,
            self.link,
            self.code_label,
            self.code,
            self.after.join("\n\n")
        );
        text_and_html(
            from,
            to,
            self.subject.to_string(),
            id,
            text,
            self.html(),
            &[],
        )
    }

    fn church_line(&self) -> String {
        format!("{} · {}", self.programme.church, self.programme.title)
    }

    fn html(&self) -> String {
        let (last, before) = self
            .after
            .split_last()
            .map_or((None, &[][..]), |(l, b)| (Some(l), b));
        maud::html! {
            (maud::DOCTYPE)
            html lang=(self.lang) {
                head { meta charset="utf-8"; title { (self.subject) } }
                body style="margin:0;padding:24px 12px;background:#f6f3ee;color:#1f2233;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5" {
                    div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px;border:1px solid #e6e0d6" {
                        p style="color:#5b5f73;font-size:14px;margin:0" { (self.church_line()) }
                        h1 style="font-size:22px;margin:8px 0 12px;color:#2b2f6b" { (self.heading) }
                        p { (self.intro) }
                        p style="margin:20px 0" {
                            a href=(self.link) style="display:inline-block;background:#2b2f6b;color:#ffffff;padding:12px 20px;border-radius:8px;font-weight:600;text-decoration:none" { (self.button) }
                        }
                        p style="font-size:18px" { (self.code_label) " " strong style="letter-spacing:2px" { (self.code) } }
                        @for paragraph in before { p { (paragraph) } }
                        @if let Some(last) = last { p style="color:#5b5f73;font-size:13px" { (last) } }
                    }
                }
            }
        }
        .into_string()
    }
}

/// A mail in plain text and HTML, with outbox row `id` as its Message-ID and any more headers
/// (name, value: a list's unsubscribe headers); `None` if `to` does not parse as an address.
fn text_and_html(
    from: &Mailbox,
    to: &str,
    subject: String,
    id: &str,
    text: String,
    html: String,
    headers: &[(&'static str, String)],
) -> Option<Message> {
    let part = |kind: ContentType, body: String| SinglePart::builder().header(kind).body(body);
    let mut builder = Message::builder();
    for (name, value) in headers {
        let name = lettre::message::header::HeaderName::new_from_ascii_str(name);
        builder = builder.raw_header(lettre::message::header::HeaderValue::new(
            name,
            value.clone(),
        ));
    }
    builder
        .from(from.clone())
        .to(Mailbox::new(None, to.parse().ok()?))
        .subject(subject)
        .message_id(Some(format!("<{id}@{}>", from.email.domain())))
        .multipart(
            MultiPart::alternative()
                .singlepart(part(ContentType::TEXT_PLAIN, text))
                .singlepart(part(ContentType::TEXT_HTML, html)),
        )
        .ok()
}
