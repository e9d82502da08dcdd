//! The confirmation mail: fixed text from the service (the church, the programme, the link) and
//! nothing the requester typed.

use lettre::Message;
use lettre::message::Mailbox;

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
    super::ButtonMail {
        catalogue,
        subject: &subject,
        heading: "Confirm your e-mail address",
        intro: &intro,
        link_label: "To receive it, confirm your address:",
        link: &mail.link,
        button: CONFIRM_BUTTON,
        code_label: "Your code:",
        code: &mail.code,
        after: &[after, ignore],
    }
    .message(from, &mail.to, id)
}
