//! Prometheus metrics for `/metrics`: summaries through the outbox, and HTTP request latency.

use std::sync::atomic::AtomicU64;

use actix_web::http::Method;
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct ReasonLabels {
    pub reason: String,
}

/// A refused request: the route pattern that took it and why.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct RefusalLabels {
    pub route: String,
    pub reason: String,
}

/// A push by the engine: its kind (`reminder`, `announcement`…) and how it ended.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct PushLabels {
    pub kind: &'static str,
    pub outcome: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct RequestLabels {
    /// One of HTTP's own methods, or `OTHER` (never a client's own token, to bound cardinality).
    pub method: String,
    /// The matched route pattern (never the raw path, to bound cardinality).
    pub route: String,
    pub status: String,
}

impl RequestLabels {
    /// The `method` label: a client may send any token as its method, and a label for each would
    /// let it grow the metrics (and `/metrics`) without bound.
    pub fn method(method: &Method) -> String {
        let known = [
            Method::GET,
            Method::HEAD,
            Method::POST,
            Method::PUT,
            Method::PATCH,
            Method::DELETE,
            Method::OPTIONS,
            Method::TRACE,
            Method::CONNECT,
        ];
        if known.contains(method) {
            method.to_string()
        } else {
            "OTHER".to_string()
        }
    }
}

type LatencyFamily = Family<RequestLabels, Histogram, fn() -> Histogram>;

pub struct Metrics {
    registry: Registry,
    pub summaries_accepted: Counter,
    /// Every refused request (4xx, and 5xx of the service's own), by route and reason: counted
    /// once, where the answer leaves the service (`startup::http::finish_response`).
    pub requests_refused: Family<RefusalLabels, Counter>,
    pub summaries_sent: Counter,
    pub summaries_failed: Counter,
    pub summaries_dead: Counter,
    pub confirmations_sent: Counter,
    pub admin_sign_ins_sent: Counter,
    /// Morning guides queued, and delivered.
    pub guides_queued: Counter,
    pub guides_sent: Counter,
    /// Morning guides not sent: their morning had passed (the service was down), a limit
    /// refused them, or the member stopped them while queued.
    pub guides_passed_over: Family<ReasonLabels, Counter>,
    /// Mails refused because the service's daily cap was reached.
    pub daily_cap_refusals: Counter,
    /// Requests refused by a limit on push subscriptions, by reason.
    pub push_subscriptions_refused: Family<ReasonLabels, Counter>,
    /// Messages the push engine finished with in a pass, by kind and outcome.
    pub pushes: Family<PushLabels, Counter>,
    /// 401/403 from a push service: the VAPID keys were refused (an operator must act).
    pub push_credentials_refused: Counter,
    pub outbox_depth: Gauge,
    pub outbox_oldest_age: Gauge<f64, AtomicU64>,
    pub request_latency: LatencyFamily,
}

impl Default for Metrics {
    fn default() -> Self {
        let mut registry = Registry::with_prefix("prayer_fast");
        let m = Metrics {
            summaries_accepted: Counter::default(),
            requests_refused: Family::default(),
            summaries_sent: Counter::default(),
            summaries_failed: Counter::default(),
            summaries_dead: Counter::default(),
            confirmations_sent: Counter::default(),
            admin_sign_ins_sent: Counter::default(),
            guides_queued: Counter::default(),
            guides_sent: Counter::default(),
            guides_passed_over: Family::default(),
            daily_cap_refusals: Counter::default(),
            push_subscriptions_refused: Family::default(),
            pushes: Family::default(),
            push_credentials_refused: Counter::default(),
            outbox_depth: Gauge::default(),
            outbox_oldest_age: Gauge::default(),
            request_latency: Family::new_with_constructor(|| {
                Histogram::new(exponential_buckets(0.0005, 2.0, 16))
            }),
            registry: Registry::default(),
        };
        registry.register(
            "summaries_accepted",
            "Day summaries queued for e-mail",
            m.summaries_accepted.clone(),
        );
        registry.register(
            "requests_refused",
            "Requests refused, by route and reason",
            m.requests_refused.clone(),
        );
        registry.register(
            "summaries_sent",
            "Day summaries delivered",
            m.summaries_sent.clone(),
        );
        registry.register(
            "summaries_failed",
            "Day summary send attempts that failed",
            m.summaries_failed.clone(),
        );
        registry.register(
            "summaries_dead_lettered",
            "Day summaries given up on",
            m.summaries_dead.clone(),
        );
        registry.register(
            "recipient_confirmations_sent",
            "Confirmation mails delivered to recipients not yet confirmed",
            m.confirmations_sent.clone(),
        );
        registry.register(
            "admin_sign_in_mails_sent",
            "Sign-in mails delivered to the church's administrators",
            m.admin_sign_ins_sent.clone(),
        );
        registry.register(
            "guide_mails_queued",
            "Morning guides queued for e-mail",
            m.guides_queued.clone(),
        );
        registry.register(
            "guide_mails_sent",
            "Morning guides delivered",
            m.guides_sent.clone(),
        );
        registry.register(
            "guide_mails_passed_over",
            "Morning guides not sent, by reason",
            m.guides_passed_over.clone(),
        );
        registry.register(
            "mail_daily_cap_refusals",
            "Mails refused because the daily cap (MAIL_DAILY_CAP) was reached",
            m.daily_cap_refusals.clone(),
        );
        registry.register(
            "push_subscriptions_refused",
            "Push subscriptions refused by a limit, by reason",
            m.push_subscriptions_refused.clone(),
        );
        registry.register(
            "pushes",
            "Messages the push engine finished with, by kind and outcome (sent, failed, gone, later, late)",
            m.pushes.clone(),
        );
        registry.register(
            "push_credentials_refused",
            "Pushes a push service refused with 401/403: check VAPID_PRIVATE_KEY and VAPID_SUBJECT",
            m.push_credentials_refused.clone(),
        );
        registry.register(
            "outbox_depth",
            "Day summaries not yet delivered",
            m.outbox_depth.clone(),
        );
        registry.register(
            "outbox_oldest_pending_age_seconds",
            "Age of the oldest undelivered day summary",
            m.outbox_oldest_age.clone(),
        );
        registry.register(
            "http_request_duration_seconds",
            "HTTP request latency",
            m.request_latency.clone(),
        );
        Metrics { registry, ..m }
    }
}

impl Metrics {
    /// Counts a refusal of `route` (its pattern) for `reason`.
    pub fn refuse(&self, route: &str, reason: &str) {
        let labels = RefusalLabels {
            route: route.to_string(),
            reason: reason.to_string(),
        };
        self.requests_refused.get_or_create(&labels).inc();
    }

    pub fn encode(&self) -> String {
        let mut out = String::new();
        prometheus_client::encoding::text::encode(&mut out, &self.registry)
            .expect("writing to a String cannot fail");
        out
    }
}
