//! "Send me a test reminder": a push that says it is a test, sent at once, so a member learns
//! that notifications really reach the device.

use std::time::Duration;

use super::subscriptions::{ReminderError, authorised};
use crate::app::push_engine::{Ended, push_now};
use crate::domain::TestReminderSent;
use crate::state::ReminderDesk;
use crate::storage::push_subscriptions as subs;
use crate::storage::{self, client_limits};

/// How long a member waits for a test reminder to be taken (retries included).
const PATIENCE: Duration = Duration::from_secs(8);
/// Test reminders one subscription may ask for an hour.
pub const TEST_REMINDERS_PER_HOUR: i64 = 5;
const HOUR_MS: i64 = 3_600_000;

/// "Send me a test reminder": a push that says it is a test, sent at once to the subscription
/// `token` opens — at most [`TEST_REMINDERS_PER_HOUR`] an hour. A push service that no longer
/// knows the subscription ends it.
pub async fn send_test(
    desk: &ReminderDesk,
    id: &str,
    token: Option<&str>,
) -> Result<TestReminderSent, ReminderError> {
    let sender = &desk.push.as_ref().ok_or(ReminderError::Off)?.sender;
    let stored = authorised(desk, id, token).await?;
    let now = storage::now_ms();
    let key = format!("push-test:{}", stored.id);
    let (sent, window_end) = client_limits::count(&desk.db, &key, now, HOUR_MS).await?;
    if sent > TEST_REMINDERS_PER_HOUR {
        let retry_after = Duration::from_millis((window_end - now).max(1000) as u64);
        return Err(ReminderError::TooManyTests { retry_after });
    }
    let lang = desk
        .catalogue
        .language(stored.language.as_deref().unwrap_or_default());
    let message = crate::push::test_message(&desk.catalogue, &lang, &desk.public_url);
    match push_now(sender, &stored.target, message, PATIENCE).await {
        Ended::Sent { .. } => {
            tracing::info!(subscription_id = %stored.id, "test reminder sent");
            Ok(TestReminderSent {
                sent_at: jiff::Timestamp::now(),
            })
        }
        Ended::Gone => {
            subs::delete(&desk.db, &stored.id).await?;
            tracing::info!(subscription_id = %stored.id, "test reminder: push subscription gone, removed");
            Err(ReminderError::PushGone)
        }
        ended => {
            tracing::warn!(subscription_id = %stored.id, ?ended, "test reminder not taken by the push service");
            Err(ReminderError::PushRefused)
        }
    }
}
