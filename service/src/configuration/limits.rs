//! The limits and outbox settings read from the environment.

use std::time::Duration;

#[derive(Debug, Clone)]
pub struct Limits {
    /// `RATE_LIMITS=off` turns the counting limits off (benchmarks only).
    pub enabled: bool,
    pub summaries_per_ip_per_minute: u32,
    /// Per normalised mailbox (`+tag` and Gmail dots dropped).
    pub summaries_per_recipient_per_day: u32,
    /// `SUMMARY_CONFIRM_RECIPIENTS=off`: summaries go to any address unconfirmed (private deployments).
    pub confirm_recipients: bool,
    pub confirmations_per_recipient_per_day: u32,
    /// Confirmation mails one client (address, or IPv6 /48) may ask for in a day.
    pub confirmations_per_client_per_day: u32,
    /// Mails of any kind the service sends in a day, to everyone together.
    pub mail_daily_cap: u32,
    pub push_subscriptions_per_ip_per_day: u32,
    pub push_subscriptions_max: u32,
}

impl Limits {
    /// What the outbox applies to every summary (nothing when limits are off).
    pub fn outbox_limits(&self) -> OutboxLimits {
        let on = |limit: u32| self.enabled.then_some(limit);
        OutboxLimits {
            per_recipient_per_day: on(self.summaries_per_recipient_per_day),
            confirmations_per_recipient_per_day: on(self.confirmations_per_recipient_per_day),
            confirmations_per_client_per_day: on(self.confirmations_per_client_per_day),
            admin_sign_ins_per_address_per_day: on(ADMIN_SIGN_INS_PER_ADDRESS_PER_DAY),
            guides_per_recipient_per_day: on(GUIDES_PER_RECIPIENT_PER_DAY),
            daily_cap: on(self.mail_daily_cap),
        }
    }
}

#[derive(Debug, Clone)]
pub struct OutboxSettings {
    pub retry_base: Duration,
    pub retry_max: Duration,
    pub lease: Duration,
    pub send_timeout: Duration,
    /// Tries before a summary that keeps failing transiently is dead-lettered.
    pub max_attempts: u32,
    /// Tries before a summary the mail server refuses permanently is dead-lettered.
    pub max_permanent_attempts: u32,
    pub batch: u32,
    pub poll_interval: Duration,
    /// How long in-flight sends may run on after shutdown is asked before they are released.
    pub shutdown_grace: Duration,
    /// How long `.eml` files (the embedded transport) are kept.
    pub mail_files_kept: Duration,
}

/// Sign-in mails one administrator's address may receive in 24 hours (a session lasts 12 hours).
pub const ADMIN_SIGN_INS_PER_ADDRESS_PER_DAY: u32 = 10;

/// Morning guides one mailbox may receive in 24 hours: one a day, and one more when a member
/// moves their time earlier.
pub const GUIDES_PER_RECIPIENT_PER_DAY: u32 = 2;

/// The limits an enqueue applies (`None`: no limit).
#[derive(Debug, Clone, Copy, Default)]
pub struct OutboxLimits {
    /// Summaries per mailbox in the last day.
    pub per_recipient_per_day: Option<u32>,
    /// Confirmation mails per mailbox in the last day.
    pub confirmations_per_recipient_per_day: Option<u32>,
    /// Confirmation and sign-in mails one client may ask for in a day.
    pub confirmations_per_client_per_day: Option<u32>,
    /// Sign-in mails per administrator's address in the last day.
    pub admin_sign_ins_per_address_per_day: Option<u32>,
    /// Morning guides per mailbox in the last day.
    pub guides_per_recipient_per_day: Option<u32>,
    /// Mails of any kind, to anyone, in the last day.
    pub daily_cap: Option<u32>,
}

impl OutboxLimits {
    /// Of a daily cap, what confirmation mails (asked for by anyone) may use: half. The other
    /// half stays for members who have confirmed, however many strangers ask.
    pub fn confirmation_share(cap: u32) -> u32 {
        cap.div_ceil(2)
    }
}
