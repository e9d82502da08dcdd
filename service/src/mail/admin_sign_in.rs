//! An administrator's sign-in mail: fixed text from the service (the church, the link, the code)
//! and nothing anyone typed.

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
    let programme = &catalogue.programme;
    let (church, title) = (&programme.church, &programme.title);
    let subject = format!("Your sign-in code for the {title} admin area");
    let intro =
        format!("Someone, we hope you, asked to sign in to the admin area of {church}'s {title}.");
    let expiry = "The link and the code work once, for 15 minutes.";
    let ignore = "If that was not you, ignore this e-mail: nobody can sign in without it.";
    // The administrators' area speaks the programme's first language.
    super::ButtonMail {
        programme,
        lang: catalogue.languages().first().map_or("en", String::as_str),
        subject: &subject,
        heading: "Sign in to the admin area",
        intro: &intro,
        link_label: "Sign in:",
        link: &mail.link,
        button: "Sign in",
        code_label: "Or type this code on the sign-in page:",
        code: &mail.code,
        after: &[expiry, ignore],
    }
    .message(from, &mail.to, id)
}
