//! The one admission rule for every mail (summaries, confirmation mails and administrators'
//! sign-in mails): idempotent per key, limited per mailbox, by the daily cap (of which
//! confirmation mails may use only a share, so confirmed members keep the rest; sign-in mails
//! are counted but never refused by it), and per client for confirmation and sign-in mails. Pure: it is applied
//! to the counts the admitting transaction read (`enqueue_batch`).

use std::collections::HashMap;

use super::super::confirmations::NewConfirmation;
use crate::configuration::OutboxLimits;
use crate::domain::MailKind;

/// What happened to an enqueue request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Enqueued {
    /// A new row was written.
    New { id: String },
    /// The same Idempotency-Key was seen with the same request: the first answer again (and the
    /// confirmation the first one asked for, if it was a confirmation mail).
    Replay {
        id: String,
        confirmation_id: Option<String>,
    },
    /// The same Idempotency-Key was seen with a different request.
    KeyReused,
    /// The mailbox already had its mails of this kind in the last day; retry after `retry_after_ms`.
    RecipientLimited { kind: MailKind, retry_after_ms: i64 },
    /// The client already asked for its confirmation mails of the day.
    ClientLimited { retry_after_ms: i64 },
    /// The service already sent its daily cap of mails (or confirmations their share of it).
    DailyCapReached { retry_after_ms: i64 },
}

/// A mail to admit: a summary, or a confirmation mail with the request it confirms.
#[derive(Debug, Clone, serde::Serialize)]
pub struct NewMail {
    pub id: String,
    pub idempotency_key: Option<String>,
    pub request_hash: String,
    /// The keyed hash of the normalised mailbox, used only to count mails per recipient.
    pub recipient: String,
    pub day: u16,
    pub payload: String,
    pub kind: MailKind,
    /// A confirmation mail's request (written with it).
    pub confirmation: Option<NewConfirmation>,
    /// Who asked for a confirmation mail (their limit key), for their daily budget.
    #[serde(skip)]
    pub client: Option<String>,
}

impl NewMail {
    /// A summary to send now.
    pub fn summary(
        id: String,
        idempotency_key: Option<String>,
        request_hash: String,
        recipient: String,
        day: u16,
        payload: String,
    ) -> Self {
        NewMail {
            id,
            idempotency_key,
            request_hash,
            recipient,
            day,
            payload,
            kind: MailKind::Summary,
            confirmation: None,
            client: None,
        }
    }

    pub(super) fn confirmation_id(&self) -> Option<&str> {
        self.confirmation.as_ref().map(|c| c.id.as_str())
    }
}

pub const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// What the rule is applied to: the state of the last day, as the transaction read it.
#[derive(Default)]
pub(super) struct Counts {
    /// Idempotency key → (row id, request hash, confirmation id).
    pub seen: HashMap<String, (String, String, Option<String>)>,
    /// (recipient, kind) → (mails in the last day, the oldest's time).
    pub recipients: HashMap<(String, MailKind), (i64, i64)>,
    /// Client budget key → confirmation mails asked for today.
    pub clients: HashMap<String, i64>,
    /// Mails of any kind in the last day, and the oldest's time.
    pub mails: (i64, i64),
    /// Confirmation mails in the last day, and the oldest's time.
    pub confirmations: (i64, i64),
}

/// The name a client's daily budget of confirmation mails is counted under (`client_limits`).
pub(super) fn client_budget_key(client: &str) -> String {
    format!("confirmations:{client}")
}

/// Applies the rule to the batch in order: what becomes of each mail, and those to write.
/// `budget_ends` is when today's client budgets start afresh.
pub(super) fn decide<'a>(
    batch: &'a [NewMail],
    limits: &OutboxLimits,
    now: i64,
    budget_ends: i64,
    mut counts: Counts,
) -> (Vec<Enqueued>, Vec<&'a NewMail>) {
    let retry = |oldest: i64| (oldest + DAY_MS - now).max(1000);
    let mut outcomes = Vec::with_capacity(batch.len());
    let mut accepted = Vec::with_capacity(batch.len());
    for new in batch {
        outcomes.push(
            if let Some(key) = &new.idempotency_key
                && let Some((id, hash, confirmation)) = counts.seen.get(key)
            {
                if *hash == new.request_hash {
                    Enqueued::Replay {
                        id: id.clone(),
                        confirmation_id: confirmation.clone(),
                    }
                } else {
                    Enqueued::KeyReused
                }
            } else if let Some(refused) = refusal(new, limits, &counts, retry, budget_ends - now) {
                refused
            } else {
                counts.mails.0 += 1;
                if new.kind == MailKind::Confirmation {
                    counts.confirmations.0 += 1;
                }
                let sent = (new.recipient.clone(), new.kind);
                counts.recipients.entry(sent).or_insert((0, now)).0 += 1;
                if let Some(client) = &new.client {
                    *counts.clients.entry(client_budget_key(client)).or_default() += 1;
                }
                if let Some(key) = &new.idempotency_key {
                    let first = (
                        new.id.clone(),
                        new.request_hash.clone(),
                        new.confirmation_id().map(str::to_string),
                    );
                    counts.seen.insert(key.clone(), first);
                }
                accepted.push(new);
                Enqueued::New { id: new.id.clone() }
            },
        );
    }
    (outcomes, accepted)
}

/// The limit `new` would pass, if any.
fn refusal(
    new: &NewMail,
    limits: &OutboxLimits,
    counts: &Counts,
    retry: impl Fn(i64) -> i64,
    budget_left_ms: i64,
) -> Option<Enqueued> {
    let confirmation = new.kind == MailKind::Confirmation;
    let per_recipient = match new.kind {
        MailKind::Summary => limits.per_recipient_per_day,
        MailKind::Confirmation => limits.confirmations_per_recipient_per_day,
        MailKind::AdminSignIn => limits.admin_sign_ins_per_address_per_day,
        MailKind::Guide => limits.guides_per_recipient_per_day,
    };
    let (sent, oldest) = counts
        .recipients
        .get(&(new.recipient.clone(), new.kind))
        .copied()
        .unwrap_or((0, 0));
    if per_recipient.is_some_and(|limit| sent >= i64::from(limit)) {
        return Some(Enqueued::RecipientLimited {
            kind: new.kind,
            retry_after_ms: retry(oldest),
        });
    }
    if let (Some(limit), Some(client)) = (limits.confirmations_per_client_per_day, &new.client)
        && counts
            .clients
            .get(&client_budget_key(client))
            .copied()
            .unwrap_or(0)
            >= i64::from(limit)
    {
        return Some(Enqueued::ClientLimited {
            retry_after_ms: budget_left_ms.max(1000),
        });
    }
    // Members' mail never locks the church's administrators out: they are the few ADMIN_EMAILS
    // names, each limited above.
    if new.kind == MailKind::AdminSignIn {
        return None;
    }
    let cap = limits.daily_cap?;
    if counts.mails.0 >= i64::from(cap) {
        return Some(Enqueued::DailyCapReached {
            retry_after_ms: retry(counts.mails.1),
        });
    }
    if confirmation && counts.confirmations.0 >= i64::from(OutboxLimits::confirmation_share(cap)) {
        return Some(Enqueued::DailyCapReached {
            retry_after_ms: retry(counts.confirmations.1),
        });
    }
    None
}
