//! Member summaries, of a day or of the journey so far: validated against the content, then
//! queued in the outbox, when the sending device has confirmed the address. Otherwise the
//! address gets a confirmation mail instead ([`super::confirmations`]) and nothing of the
//! summary is kept: the device keeps it and sends it again once confirmed. One admission rule
//! (the outbox's) counts both kinds of mail.

use sha2::{Digest, Sha256};

use super::confirmations::{self, Device};
pub use super::sender::Sender;
pub use super::summary_refused::SummaryRefused;
use crate::content::{Catalogue, Language};
use crate::domain::{
    ConfirmPurpose, JourneySummaryRequest, OutboxMail, RECIPIENT_TOKEN_MAX_CHARS, SummaryDelivery,
    SummaryError, SummaryMail, SummaryQueued, SummaryRequest, normalized_mailbox,
};
use crate::state::SummaryDesk;
use crate::storage::now_ms;
use crate::storage::outbox::{Enqueued, NewMail};

/// A summary as a member sends it, of a day or of the journey so far.
pub enum SummaryForm {
    Day(SummaryRequest),
    Journey(JourneySummaryRequest),
}

impl From<SummaryRequest> for SummaryForm {
    fn from(request: SummaryRequest) -> Self {
        SummaryForm::Day(request)
    }
}

impl From<JourneySummaryRequest> for SummaryForm {
    fn from(request: JourneySummaryRequest) -> Self {
        SummaryForm::Journey(request)
    }
}

impl SummaryForm {
    /// The token this device was given for the address, if it sent one.
    fn recipient_token(&self) -> Option<&str> {
        match self {
            SummaryForm::Day(day) => day.recipient_token.as_deref(),
            SummaryForm::Journey(journey) => journey.recipient_token.as_deref(),
        }
    }

    /// The summary, once it passes every rule of the content (in the member's `language`).
    fn checked(
        self,
        catalogue: &Catalogue,
        language: &Language,
    ) -> Result<SummaryMail, SummaryError> {
        match self {
            SummaryForm::Day(day) => day.validate(catalogue, language).map(SummaryMail::Day),
            SummaryForm::Journey(journey) => journey
                .validate(catalogue, language)
                .map(SummaryMail::Journey),
        }
    }
}

/// Queues a day's or the journey's summary (once per Idempotency-Key), or asks for the address
/// to be confirmed first.
pub async fn send(
    desk: &SummaryDesk,
    request: impl Into<SummaryForm>,
    sender: Sender,
) -> Result<SummaryQueued, SummaryRefused> {
    let request = request.into();
    let token = recipient_token(request.recipient_token())?;
    let summary = request
        .checked(&desk.catalogue, &sender.language)
        .map_err(SummaryRefused::Invalid)?;
    let mailbox = desk
        .recipient_keys
        .mailbox_key(&normalized_mailbox(summary.recipient()));
    if !desk.limits.confirm_recipients {
        return queue(desk, &summary, mailbox, sender.idempotency_key, None).await;
    }
    let now = now_ms();
    match confirmations::device(desk, token.as_deref(), &mailbox, now).await? {
        Device::Confirmed { token } => {
            queue(desk, &summary, mailbox, sender.idempotency_key, Some(token)).await
        }
        Device::Unknown => {
            let (to, day) = (summary.recipient(), summary.day());
            let waiting = confirmations::ask(
                desk,
                to,
                &mailbox,
                day,
                ConfirmPurpose::Summary,
                sender,
                now,
            )
            .await?;
            Ok(awaiting(waiting))
        }
        waiting => Ok(awaiting(waiting)),
    }
}

/// The answer while the device's request waits for its confirmation.
fn awaiting(device: Device) -> SummaryQueued {
    match device {
        Device::Waiting { id, token } => {
            queued(id, SummaryDelivery::AwaitingConfirmation, Some(token))
        }
        Device::Confirmed { .. } | Device::Unknown => unreachable!("only a waiting request awaits"),
    }
}

/// Straight into the outbox (group commit).
async fn queue(
    desk: &SummaryDesk,
    summary: &SummaryMail,
    mailbox: String,
    idempotency_key: Option<String>,
    token: Option<String>,
) -> Result<SummaryQueued, SummaryRefused> {
    let payload = OutboxMail::summary_payload(summary);
    let new = NewMail::summary(
        uuid::Uuid::now_v7().to_string(),
        idempotency_key,
        format!("{:x}", Sha256::digest(payload.as_bytes())),
        mailbox,
        summary.day(),
        payload,
    );
    match desk.outbox.enqueue(new).await? {
        Enqueued::New { id } => {
            desk.metrics.summaries_accepted.inc();
            desk.outbox_wakeup.notify_one();
            tracing::info!(outbox_id = %id, day = summary.day(), "summary queued");
            Ok(queued(id, SummaryDelivery::Sending, token))
        }
        Enqueued::Replay { id, .. } => {
            tracing::info!(outbox_id = %id, "summary replayed (same Idempotency-Key)");
            Ok(queued(id, SummaryDelivery::Sending, token))
        }
        refused => Err(SummaryRefused::from_outcome(desk, refused)),
    }
}

fn queued(id: String, delivery: SummaryDelivery, recipient_token: Option<String>) -> SummaryQueued {
    SummaryQueued {
        id,
        delivery,
        recipient_token,
    }
}

pub(super) fn recipient_token(token: Option<&str>) -> Result<Option<String>, SummaryRefused> {
    match token.map(str::trim) {
        None | Some("") => Ok(None),
        Some(token)
            if token.len() <= RECIPIENT_TOKEN_MAX_CHARS
                && token.bytes().all(|b| b.is_ascii_graphic()) =>
        {
            Ok(Some(token.to_string()))
        }
        Some(_) => Err(SummaryRefused::BadRecipientToken),
    }
}

#[cfg(test)]
mod tests;
