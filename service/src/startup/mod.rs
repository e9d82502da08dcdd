//! Builds the application from settings and binds it (port 0 for tests).

use std::net::TcpListener;
use std::sync::Arc;

use actix_web::dev::{Server, ServerHandle};
use actix_web::{App, HttpServer, web};
use anyhow::{Context, Result};
use tokio::sync::Notify;
use utoipa_actix_web::AppExt;

use crate::configuration::{MetricsBind, Settings};
use crate::content::Catalogue;
use crate::domain::RecipientKeys;
use crate::mail::Mailer;
use crate::rate_limit::SharedLimiter;
use crate::state::{AdminDesk, AppState, ClientLimiters, ReminderDesk, SummaryDesk};
use crate::storage::outbox_queue::OutboxQueue;
use crate::workers::guide_mail_worker::GuideMailWorker;
use crate::workers::outbox_worker::OutboxWorker;
use crate::workers::retention_worker::RetentionWorker;
use crate::{http_headers, routes, storage};

mod admin;
mod background;
mod http;
mod reminders;

use admin::admin_codes_key;
pub use admin::admin_sign_in_link;
pub use background::{RunningWorkers, Workers};
use http::{cors, finish_response};
pub use reminders::{announcement_pass_once, reminder_pass_once, standalone_reminder_context};

/// The outbox's sender: every mail, rendered, DKIM-signed when configured, and sent.
fn outbox_worker(
    settings: &Settings,
    (db, catalogue, metrics): (
        storage::Db,
        Arc<crate::content::Catalogue>,
        Arc<crate::metrics::Metrics>,
    ),
    mailer: Mailer,
    recipient_keys: RecipientKeys,
    public_url: String,
    wakeup: Arc<Notify>,
) -> Result<OutboxWorker> {
    Ok(OutboxWorker {
        db,
        catalogue,
        mailer,
        metrics,
        settings: settings.outbox.clone(),
        from: settings.mail_from.clone(),
        public_url,
        wakeup,
        unrecorded: Default::default(),
        recipient_keys,
        dkim: settings
            .dkim
            .as_ref()
            .map(|dkim| crate::mail::dkim_signer(dkim).map(Arc::new))
            .transpose()?,
    })
}

/// `prayer-fast guide-mail run-once --now <instant>`: one morning as of `now`: the guides due
/// then go into the outbox, and what the outbox has due then is sent, then return.
pub async fn guide_mail_pass_once(
    settings: Settings,
    now: jiff::Timestamp,
) -> Result<crate::app::guide_mail::MorningPass> {
    if !settings.guide_mail.on {
        anyhow::bail!("the guide by e-mail is off (GUIDE_MAIL=off)");
    }
    let opened = reminders::open(&settings, false).await?;
    let db = opened.db.clone();
    let desk = SummaryDesk {
        catalogue: opened.catalogue.clone(),
        db: db.clone(),
        outbox: OutboxQueue::start(db.clone(), settings.limits.outbox_limits()),
        outbox_wakeup: Arc::new(Notify::new()),
        metrics: opened.metrics.clone(),
        limits: settings.limits.clone(),
        recipient_keys: recipient_keys(&settings, &db).await?,
        public_url: settings.public_url_for(settings.port),
        guide_mail: true,
    };
    let pass = crate::app::guide_mail::queue_due(&desk, now.as_millisecond()).await?;
    let mailer = Mailer::new(
        settings.smtp_url.as_ref(),
        settings.data_dir.join("mail"),
        settings.outbox.send_timeout,
    )?;
    let parts = (db.clone(), desk.catalogue.clone(), desk.metrics.clone());
    let wakeup = desk.outbox_wakeup.clone();
    let sender = outbox_worker(
        &settings,
        parts,
        mailer,
        desk.recipient_keys,
        desk.public_url,
        wakeup,
    )?;
    sender.deliver_due(now.as_millisecond()).await?;
    db.close().await;
    Ok(pass)
}

/// The key recipients' mailboxes are hashed and their links signed under: `RECIPIENT_KEY`, or
/// the one the database keeps.
async fn recipient_keys(settings: &Settings, db: &storage::Db) -> Result<RecipientKeys> {
    Ok(RecipientKeys::new(match settings.recipient_key {
        Some(key) => key,
        None => storage::service_keys::load_or_create(db, "recipient-tokens").await?,
    }))
}
use reminders::{reminder_context, web_push};

pub struct Application {
    port: u16,
    server: Server,
    /// `/metrics` on its own address (`METRICS_BIND`).
    metrics_server: Option<Server>,
    workers: Workers,
}

/// Serves until SIGTERM/Ctrl-C (or [`ServerHandle::stop`]) with the workers running beside the
/// server, then lets them finish.
pub async fn serve(app: Application) -> std::io::Result<()> {
    let running = app.workers().start();
    let served = app.run_until_stopped().await;
    running.stop().await;
    served
}

impl Application {
    pub async fn build(settings: Settings) -> Result<Self> {
        let catalogue = Arc::new(reminders::load_content(&settings)?);
        Self::build_with(settings, catalogue).await
    }

    /// [`Application::build`] with the content its settings name already loaded (the test
    /// suite loads the repository's once per process).
    pub async fn build_with(settings: Settings, catalogue: Arc<Catalogue>) -> Result<Self> {
        let opened = reminders::open_with(&settings, true, catalogue).await?;
        let (catalogue, plan, db) = (
            opened.catalogue.clone(),
            opened.plan.clone(),
            opened.db.clone(),
        );
        let push = web_push(&settings, &opened.vapid)?;
        let mailer = Mailer::new(
            settings.smtp_url.as_ref(),
            settings.data_dir.join("mail"),
            settings.outbox.send_timeout,
        )?;

        let listener = TcpListener::bind((settings.bind, settings.port))
            .with_context(|| format!("binding {}:{}", settings.bind, settings.port))?;
        let port = listener.local_addr()?.port();
        let public_url = settings.public_url_for(port);
        let public_url_is_https = public_url.starts_with("https://");

        let metrics = opened.metrics.clone();
        let outbox_wakeup = Arc::new(Notify::new());
        let limits = settings.limits.clone();
        let reminders = push
            .clone()
            .map(|push| Arc::new(reminder_context(&settings, &opened, push, &public_url)));
        if reminders.is_none() {
            tracing::warn!(
                "reminders are off: set VAPID_SUBJECT to a real mailto: or https: contact to turn them on"
            );
        }
        let recipient_keys = recipient_keys(&settings, &db).await?;
        let removed = crate::app::admin::forget_removed(&db, &settings.admin_emails).await?;
        if removed > 0 {
            tracing::info!(
                rows = removed,
                "sessions and sign-ins of removed administrators deleted"
            );
        }
        if settings.admin_emails.is_empty() {
            tracing::info!("the admin area is off: ADMIN_EMAILS names no administrator");
        } else {
            tracing::info!(
                administrators = settings.admin_emails.len(),
                "the admin area is on at /admin"
            );
        }
        let outbox = OutboxQueue::start(db.clone(), limits.outbox_limits());
        let state = web::Data::new(AppState {
            admin: AdminDesk {
                db: db.clone(),
                outbox: outbox.clone(),
                outbox_wakeup: outbox_wakeup.clone(),
                admins: settings.admin_emails.clone(),
                catalogue: catalogue.clone(),
                time_zone: settings.church_time_zone.clone(),
                public_url: public_url.clone(),
                codes: admin_codes_key(&db, &settings).await?,
            },
            summaries: SummaryDesk {
                catalogue: catalogue.clone(),
                db: db.clone(),
                outbox,
                outbox_wakeup: outbox_wakeup.clone(),
                metrics: metrics.clone(),
                limits: limits.clone(),
                recipient_keys: recipient_keys.clone(),
                public_url: public_url.clone(),
                guide_mail: settings.guide_mail.on,
            },
            reminders: ReminderDesk {
                catalogue: catalogue.clone(),
                db: db.clone(),
                metrics: metrics.clone(),
                limits: limits.clone(),
                plan,
                push,
                push_allow_private: settings.push.allow_private_endpoints,
                push_endpoint_hosts: settings.push.endpoint_hosts.clone(),
                public_url: public_url.clone(),
            },
            limiters: ClientLimiters {
                push: SharedLimiter::new(&db, "push", limits.enabled.then_some(30)),
                tally: SharedLimiter::per_day(
                    &db,
                    "tally",
                    limits
                        .enabled
                        .then_some(crate::app::tally::PER_CLIENT_PER_DAY),
                ),
                wall_asks: SharedLimiter::per_day(
                    &db,
                    "wall-asks",
                    limits
                        .enabled
                        .then_some(crate::app::prayer_wall::ASKS_PER_CLIENT_PER_DAY),
                ),
                wall_taps: SharedLimiter::per_day(
                    &db,
                    "wall-taps",
                    limits
                        .enabled
                        .then_some(crate::app::prayer_wall::TAPS_PER_CLIENT_PER_DAY),
                ),
                client: SharedLimiter::new(
                    &db,
                    "summary",
                    limits.enabled.then_some(limits.summaries_per_ip_per_minute),
                ),
            },
            public_url: public_url.clone(),
            cors_origins: settings.cors_origins.clone(),
            pwa_dir: settings.pwa_dir.clone(),
            readiness: Default::default(),
            readiness_max_age: settings.readiness_max_age,
            catalogue: catalogue.clone(),
            db: db.clone(),
            metrics: metrics.clone(),
            limits,
            trusted_proxies: settings.trusted_proxies.clone(),
        });

        let workers = Workers {
            retention: Arc::new(RetentionWorker {
                db: db.clone(),
                catalogue: catalogue.clone(),
                church_time_zone: settings.church_time_zone.clone(),
                mail_dir: mailer.file_dir(),
                mail_files_kept: settings.outbox.mail_files_kept,
                every: RETENTION_EVERY,
            }),
            outbox: Arc::new(outbox_worker(
                &settings,
                (db, catalogue, metrics),
                mailer,
                recipient_keys,
                public_url,
                outbox_wakeup,
            )?),
            guide_mail: settings.guide_mail.on.then(|| {
                Arc::new(GuideMailWorker {
                    desk: state.summaries.clone(),
                    every: settings.guide_mail.interval,
                })
            }),
            reminders,
            reminder_interval: settings.push.interval,
        };

        let pwa_dir = settings.pwa_dir.clone();
        let policy = http_headers::content_security_policy(&pwa_dir);
        let https = public_url_is_https;
        let metrics_here = settings.metrics_bind == MetricsBind::Same;
        let metrics_server = match settings.metrics_bind {
            MetricsBind::Address(addr) => {
                let state = state.clone();
                let server = HttpServer::new(move || {
                    App::new()
                        .app_data(state.clone())
                        .service(routes::metrics_only())
                })
                .workers(1)
                .bind(addr)
                .with_context(|| format!("binding METRICS_BIND {addr}"))?
                .run();
                tracing::info!(%addr, "metrics served on their own address");
                Some(server)
            }
            _ => None,
        };
        let cors_origins = Arc::new(settings.cors_origins.clone());
        let mut server = HttpServer::new(move || {
            // The document is read from the very routes this worker serves.
            let (app, document) = App::new()
                .wrap(http_headers::security_headers(https, &policy))
                .wrap_fn(finish_response)
                .wrap(tracing_actix_web::TracingLogger::<
                    crate::request_span::RouteOnlySpan,
                >::new())
                .app_data(state.clone())
                .into_utoipa_app()
                .openapi(routes::document_header())
                .configure(routes::register(
                    cors(cors_origins.clone()),
                    pwa_dir.clone(),
                    metrics_here,
                ))
                .split_for_parts();
            let app = app.app_data(web::Data::new(routes::ApiDocument::new(&document)));
            drop(document);
            release_freed_memory();
            app
        });
        if let Some(count) = settings.http_workers {
            server = server.workers(count);
        }
        let server = server.listen(listener)?.run();
        Ok(Application {
            port,
            server,
            metrics_server,
            workers,
        })
    }

    /// The background work, to start beside the server ([`serve`]) or to drive from a test.
    pub fn workers(&self) -> Workers {
        self.workers.clone()
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// Stops the server (and, under [`serve`], the workers) from elsewhere, e.g. a test simulating a restart.
    pub fn handle(&self) -> ServerHandle {
        self.server.handle()
    }

    /// Serves until SIGTERM/Ctrl-C (or [`ServerHandle::stop`]); workers are started apart.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        let metrics = self.metrics_server.map(|server| {
            let handle = server.handle();
            tokio::spawn(server);
            handle
        });
        let served = self.server.await;
        if let Some(handle) = metrics {
            handle.stop(true).await;
        }
        served
    }
}

/// How often the retention job runs.
const RETENTION_EVERY: std::time::Duration = std::time::Duration::from_secs(10 * 60);

/// Gives the system back what the process has freed. Each HTTP worker builds its own app, and
/// with it the whole API document it then drops; glibc would keep those pages in the worker
/// thread's arena for good (some 2 MB a worker of idle memory).
fn release_freed_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only hands free pages back to the system; it changes no live memory.
    unsafe {
        libc::malloc_trim(0);
    }
}
