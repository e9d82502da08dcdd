//! Outgoing mail: day summaries and recipient confirmations, rendered from content, and the
//! transports that deliver them.

mod confirmation;
mod day_view;
mod render;
mod transport;

pub use confirmation::{CONFIRM_BUTTON, render_confirmation};
pub use render::render_summary;
pub use transport::{Mailer, SendError, purge_mail_files};

use lettre::Message;
use lettre::message::header::ContentType;
use lettre::message::{Mailbox, MultiPart, SinglePart};

/// A mail in plain text and HTML, with outbox row `id` as its Message-ID; `None` if `to` does not
/// parse as an address.
fn text_and_html(
    from: &Mailbox,
    to: &str,
    subject: String,
    id: &str,
    text: String,
    html: String,
) -> Option<Message> {
    let part = |kind: ContentType, body: String| SinglePart::builder().header(kind).body(body);
    Message::builder()
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
