//! The reminder pass's context: built with the server, or alone for the CLI and benchmarks.

use std::sync::Arc;

use anyhow::{Context, Result};

use crate::app::announcement_push::{self, AnnouncementReport};
use crate::app::reminders::{PassReport, ReminderContext, run_pass};
use crate::configuration::Settings;
use crate::content::{Catalogue, ReminderPlan};
use crate::push::{PushSender, SnoozeSigner, VapidKeys};
use crate::storage;

/// The longest a push service may take to answer (slow answers do not hold up the others).
const PUSH_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(30);

/// What a reminder pass needs; `None` when reminders are off (no `VAPID_SUBJECT`).
pub(super) fn reminder_context(
    settings: &Settings,
    catalogue: &Arc<Catalogue>,
    plan: &Arc<ReminderPlan>,
    db: &storage::Db,
    vapid: &VapidKeys,
    public_url: &str,
) -> Result<Option<ReminderContext>> {
    let Some(subject) = settings.push.subject.clone() else {
        return Ok(None);
    };
    let push = &settings.push;
    let sender = PushSender::new(
        vapid.clone(),
        subject,
        push.allow_private_endpoints,
        push.extra_ca_file.as_deref(),
        PUSH_TIMEOUT,
    )?;
    Ok(Some(ReminderContext {
        db: db.clone(),
        resend_after: push.resend_after,
        catalogue: catalogue.clone(),
        plan: plan.clone(),
        sender,
        snooze: SnoozeSigner::new(vapid),
        public_url: public_url.to_string(),
    }))
}

/// `prayer-fast reminders run-once --now <instant>`: one pass, as of `now`, then return.
pub async fn reminder_pass_once(settings: Settings, now: jiff::Timestamp) -> Result<PassReport> {
    let ctx = standalone_reminder_context(&settings).await?;
    let report = run_pass(&ctx, now).await?;
    ctx.db.close().await;
    Ok(report)
}

/// `prayer-fast announcements run-once --now <instant>`: one announcement pass (writing the
/// deliveries of what fell due, then sending what is due), as of `now`, then return.
pub async fn announcement_pass_once(
    settings: Settings,
    now: jiff::Timestamp,
) -> Result<AnnouncementReport> {
    let ctx = standalone_reminder_context(&settings).await?;
    let report = announcement_push::run_pass(&ctx, now).await?;
    ctx.db.close().await;
    Ok(report)
}

/// What a pass needs, built from settings alone (the CLI and the scheduler benchmark).
pub async fn standalone_reminder_context(settings: &Settings) -> Result<ReminderContext> {
    let catalogue = Arc::new(
        Catalogue::load(&settings.content_dir, settings.programme_start_date)
            .with_context(|| format!("loading content from {}", settings.content_dir.display()))?,
    );
    std::fs::create_dir_all(&settings.data_dir)?;
    let db = storage::open(&settings.database_url).await?;
    let plan = Arc::new(ReminderPlan::from_catalogue(&catalogue));
    let vapid = VapidKeys::load_or_create(settings.push.private_key.as_ref(), &settings.data_dir)?;
    let public_url = settings.public_url_for(settings.port);
    reminder_context(settings, &catalogue, &plan, &db, &vapid, &public_url)?
        .context("reminders are off: set VAPID_SUBJECT to a real mailto: or https: contact")
}
