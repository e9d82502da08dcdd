//! What the server and the `run-once` commands open from settings, once; web push (one value:
//! reminders on or off); and the push engine's context built from them.

use std::sync::Arc;

use anyhow::{Context, Result};

use crate::app::announcement_push::{self, AnnouncementReport};
use crate::app::reminders::{PassReport, ReminderContext, run_pass};
use crate::configuration::Settings;
use crate::content::{Catalogue, ReminderPlan};
use crate::metrics::Metrics;
use crate::push::{PushSender, SnoozeSigner, VapidKeys, WebPush};
use crate::storage;

/// The longest a push service may take to answer (slow answers do not hold up the others).
const PUSH_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(30);

/// The content, its reminder plan, the database, the VAPID keys and the metrics, opened once.
pub(super) struct Opened {
    pub catalogue: Arc<Catalogue>,
    pub plan: Arc<ReminderPlan>,
    pub db: storage::Db,
    pub vapid: VapidKeys,
    pub metrics: Arc<Metrics>,
}

/// Opens what every command needs: the server's database keeps its WAL checkpoints in the
/// background (`server`), a command's does not.
pub(super) async fn open(settings: &Settings, server: bool) -> Result<Opened> {
    open_with(settings, server, Arc::new(load_content(settings)?)).await
}

/// The content `settings` name, loaded and checked.
pub fn load_content(settings: &Settings) -> Result<Catalogue> {
    Catalogue::load(&settings.content_dir, settings.programme_start_date)
        .with_context(|| format!("loading content from {}", settings.content_dir.display()))
}

/// [`open`] with the content already loaded (from `settings`' content directory).
pub(super) async fn open_with(
    settings: &Settings,
    server: bool,
    catalogue: Arc<Catalogue>,
) -> Result<Opened> {
    std::fs::create_dir_all(&settings.data_dir)
        .with_context(|| format!("creating DATA_DIR {}", settings.data_dir.display()))?;
    let db = if server {
        storage::open_for_server(&settings.database_url).await?
    } else {
        storage::open(&settings.database_url).await?
    };
    let plan = Arc::new(ReminderPlan::from_catalogue(&catalogue));
    let vapid = VapidKeys::load_or_create(settings.push.private_key.as_ref(), &settings.data_dir)?;
    Ok(Opened {
        catalogue,
        plan,
        db,
        vapid,
        metrics: Arc::new(Metrics::default()),
    })
}

/// Web push, or `None` when reminders are off (no `VAPID_SUBJECT`): the one value that says so.
pub(super) fn web_push(settings: &Settings, vapid: &VapidKeys) -> Result<Option<Arc<WebPush>>> {
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
    Ok(Some(Arc::new(WebPush {
        sender,
        snooze: SnoozeSigner::new(vapid),
        public_key: vapid.public_key.clone(),
    })))
}

/// What a push pass needs.
pub(super) fn reminder_context(
    settings: &Settings,
    opened: &Opened,
    push: Arc<WebPush>,
    public_url: &str,
) -> ReminderContext {
    ReminderContext {
        db: opened.db.clone(),
        resend_after: settings.push.resend_after,
        catalogue: opened.catalogue.clone(),
        plan: opened.plan.clone(),
        push,
        public_url: public_url.to_string(),
        metrics: opened.metrics.clone(),
    }
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

/// What a pass needs, built from settings alone (the CLI and the scheduler benchmark), as the
/// server builds it.
pub async fn standalone_reminder_context(settings: &Settings) -> Result<ReminderContext> {
    let opened = open(settings, false).await?;
    let push = web_push(settings, &opened.vapid)?
        .context("reminders are off: set VAPID_SUBJECT to a real mailto: or https: contact")?;
    let public_url = settings.public_url_for(settings.port);
    Ok(reminder_context(settings, &opened, push, &public_url))
}
