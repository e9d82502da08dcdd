//! An administrator's sign-in mail: the catalogue's words (`admin-mail-*`) with the church, the
//! link and the code, and nothing anyone typed.

use lettre::Message;
use lettre::message::Mailbox;

use crate::content::Catalogue;
use crate::domain::AdminSignInMail;

/// The message for outbox row `id`; `None` if the stored address no longer parses.
pub fn render_admin_sign_in(
    catalogue: &Catalogue,
    mail: &AdminSignInMail,
    id: &str,
    from: &Mailbox,
) -> Option<Message> {
    // The administrators' area speaks the programme's first language.
    let lang = catalogue.first_language();
    let programme = catalogue.programme_in(&lang);
    let say = |id: &str| catalogue.message(&lang, id, &[]);
    let named = [
        ("church", programme.church.as_str().into()),
        ("title", programme.title.as_str().into()),
    ];
    let subject = catalogue.message(&lang, "admin-mail-subject", &named);
    let intro = catalogue.message(&lang, "admin-mail-intro", &named);
    let (expiry, ignore) = (say("admin-mail-expiry"), say("admin-mail-ignore"));
    super::ButtonMail {
        programme,
        lang: lang.code(),
        subject: &subject,
        heading: &say("admin-sign-in-heading"),
        intro: &intro,
        link_label: &say("admin-mail-link-label"),
        link: &mail.link,
        button: &say("admin-sign-in-button"),
        code_label: &say("admin-mail-code-label"),
        code: &mail.code,
        after: &[&expiry, &ignore],
    }
    .message(from, &mail.to, id)
}
