//! The confirmation mail: fixed text from the service (the church, the programme, the link) and
//! nothing the requester typed, in the language of the member who asked.

use lettre::Message;
use lettre::message::Mailbox;

use crate::content::Catalogue;
use crate::domain::{ConfirmPurpose, ConfirmationMail};

/// The message for outbox row `id`; `None` if the stored address no longer parses.
pub fn render_confirmation(
    catalogue: &Catalogue,
    mail: &ConfirmationMail,
    id: &str,
    from: &Mailbox,
) -> Option<Message> {
    let lang = &mail.language.as_ref().map_or_else(
        || catalogue.first_language(),
        |l| catalogue.language(l.code()),
    );
    let programme = catalogue.programme_in(lang);
    let (church, title) = (programme.church.as_str(), programme.title.as_str());
    let say = |id: &str| {
        let args = [("church", church.into()), ("title", title.into())];
        catalogue.message(lang, id, &args)
    };
    // The guide each morning is asked for in words of its own; the rest is the same mail.
    let (intro, after) = match mail.purpose {
        ConfirmPurpose::Summary => ("confirm-mail-intro", "confirm-mail-after"),
        ConfirmPurpose::Guide => ("confirm-mail-intro-guide", "confirm-mail-after-guide"),
    };
    super::ButtonMail {
        programme,
        lang: lang.code(),
        subject: &say("confirm-mail-subject"),
        heading: &say("confirm-mail-heading"),
        intro: &say(intro),
        link_label: &say("confirm-mail-link-label"),
        link: &mail.link,
        button: &say("confirm-button"),
        code_label: &say("confirm-mail-code-label"),
        code: &mail.code,
        after: &[&say(after), &say("confirm-mail-ignore")],
    }
    .message(from, &mail.to, id)
}
