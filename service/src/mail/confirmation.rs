//! The confirmation mail: fixed text from the service (the church, the programme, the link) and
//! nothing the requester typed.

use lettre::Message;
use lettre::message::Mailbox;
use maud::{DOCTYPE, html};

use crate::content::Catalogue;
use crate::domain::ConfirmationMail;

pub const CONFIRM_BUTTON: &str = "Confirm my address";

/// The message for outbox row `id`; `None` if the stored address no longer parses.
pub fn render_confirmation(
    catalogue: &Catalogue,
    mail: &ConfirmationMail,
    id: &str,
    from: &Mailbox,
) -> Option<Message> {
    let programme = &catalogue.programme;
    let (church, title) = (&programme.church, &programme.title);
    let subject = format!("Confirm your e-mail address for {title}");
    let intro = format!(
        "Someone, we hope you, asked the {title} guide of {church} to e-mail a day's summary to this address."
    );
    let ignore = "If that was not you, simply ignore this e-mail: nothing of the summary was kept, \
        and nothing will be sent to this address unless it is confirmed from the guide.";
    let after = "Open the link on the phone or computer where you asked (or type the code into the \
        guide there). The summary goes out from the guide once you confirm, and later summaries \
        from the same device go straight to your inbox.";
    let code = format!("Your code: {}", mail.code);
    let text = format!(
        "{church} · {title}\n\n{intro}\n\nTo receive it, confirm your address:\n{}\n\n{code}\n\n{after}\n\n{ignore}\n",
        mail.link
    );
    let html = html! {
        (DOCTYPE)
        html lang="en" {
            head { meta charset="utf-8"; title { (subject) } }
            body style="margin:0;padding:24px 12px;background:#f6f3ee;color:#1f2233;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5" {
                div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px;border:1px solid #e6e0d6" {
                    p style="color:#5b5f73;font-size:14px;margin:0" { (church) " · " (title) }
                    h1 style="font-size:22px;margin:8px 0 12px;color:#2b2f6b" { "Confirm your e-mail address" }
                    p { (intro) }
                    p style="margin:20px 0" {
                        a href=(mail.link) style="display:inline-block;background:#2b2f6b;color:#ffffff;padding:12px 20px;border-radius:8px;font-weight:600;text-decoration:none" { (CONFIRM_BUTTON) }
                    }
                    p style="font-size:18px" { "Your code: " strong style="letter-spacing:2px" { (mail.code) } }
                    p { (after) }
                    p style="color:#5b5f73;font-size:13px" { (ignore) }
                }
            }
        }
    };
    super::text_and_html(from, &mail.to, subject, id, text, html.into_string())
}
