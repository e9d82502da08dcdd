//! Seals (encrypts and signs) and sends one push message (RFC 8291 `aes128gcm` by `encrypt`, RFC 8292 by
//! `web-push`) through a pooled, time-limited client that follows no redirects and reads at most
//! a few KiB back.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use futures_util::StreamExt;
use reqwest::header::{HeaderName, HeaderValue};
use web_push::{SubscriptionInfo, VapidSignature, VapidSignatureBuilder};

use super::VapidKeys;
use super::encrypt::encrypt;
use super::safe_resolver::PublicOnlyResolver;
use crate::domain::PushEndpoint;
use crate::domain::PushTarget;

const RESPONSE_LIMIT: usize = 4 * 1024;
// RFC 8030's headers, named once (a name from a `&str` is checked and copied on every request).
static TTL: HeaderName = HeaderName::from_static("ttl");
static URGENCY: HeaderName = HeaderName::from_static("urgency");
static TOPIC: HeaderName = HeaderName::from_static("topic");
static AES128GCM: HeaderValue = HeaderValue::from_static("aes128gcm");
static OCTET_STREAM: HeaderValue = HeaderValue::from_static("application/octet-stream");
/// RFC 8292 allows up to 24 hours; 12 leaves room for clock skew.
const JWT_LIFETIME: Duration = Duration::from_secs(12 * 60 * 60);
/// A signed JWT is reused for one push service origin for this long (well inside its lifetime).
const JWT_REUSE: Duration = Duration::from_secs(60 * 60);

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PushOutcome {
    Delivered,
    /// 404/410: the subscription is gone for good.
    Gone,
    /// 429/5xx, or no connection: worth another try, after the server's `Retry-After` if given.
    Retry(Option<Duration>, String),
    /// 401/403: the push service refused our VAPID credentials.
    Unauthorized(String),
    /// Anything else (bad endpoint, 400, 413…, or no answer to a message that went out): not retried.
    Failed(String),
}

/// What one push carries, beside its subscription: the payload and the push service's headers.
/// The kinds of message differ only in these (RFC 8030 §5.2–5.4).
#[derive(Debug, Clone)]
pub struct Message {
    pub payload: Vec<u8>,
    /// How long the push service keeps it for a phone that is off.
    pub ttl: Duration,
    /// A later message with the same topic replaces an undelivered one.
    pub topic: String,
    pub urgency: Urgency,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Urgency {
    Normal,
    High,
}

impl Urgency {
    fn header(self) -> &'static str {
        match self {
            Urgency::Normal => "normal",
            Urgency::High => "high",
        }
    }
}

/// Each push service origin's `Authorization` header, and when it was signed.
type Authorizations = HashMap<String, (Arc<str>, Instant)>;

#[derive(Clone)]
pub struct PushSender {
    client: reqwest::Client,
    keys: Arc<VapidKeys>,
    subject: String,
    allow_private: bool,
    /// Signing is the costly part of a message: one JWT per push service origin, renewed hourly.
    signatures: Arc<Mutex<Authorizations>>,
}

impl PushSender {
    /// `extra_ca`: a PEM certificate to trust as well (dev/test only, with `allow_private`).
    pub fn new(
        keys: VapidKeys,
        subject: String,
        allow_private: bool,
        extra_ca: Option<&std::path::Path>,
        timeout: Duration,
    ) -> anyhow::Result<Self> {
        let mut builder = reqwest::Client::builder();
        if let Some(path) = extra_ca.filter(|_| allow_private) {
            let pem = std::fs::read(path).map_err(|e| {
                anyhow::anyhow!("reading PUSH_EXTRA_CA_FILE {}: {e}", path.display())
            })?;
            builder = builder.add_root_certificate(reqwest::Certificate::from_pem(&pem)?);
        }
        let client = builder
            .dns_resolver(Arc::new(PublicOnlyResolver {
                allow_loopback: allow_private,
            }))
            .redirect(reqwest::redirect::Policy::none())
            // A proxy would resolve the host itself, past the public-address check above.
            .no_proxy()
            .timeout(timeout)
            .connect_timeout(Duration::from_secs(5))
            .pool_max_idle_per_host(usize::MAX)
            .user_agent("prayer-fast")
            .build()?;
        Ok(PushSender {
            client,
            keys: Arc::new(keys),
            subject,
            allow_private,
            signatures: Arc::default(),
        })
    }

    /// Encrypts `message` for `target` and signs it for its push service: all the work a push
    /// takes but sending it (pure CPU: a pass seals a batch on another thread). `Err` says why
    /// it cannot be sent at all.
    pub fn seal(&self, target: &PushTarget, message: &Message) -> Result<Sealed, String> {
        // Checked again at send time: stored rows are not trusted blindly.
        let endpoint =
            PushEndpoint::parse(&target.endpoint, self.allow_private).map_err(|e| e.to_string())?;
        let origin = endpoint.origin();
        let authorization = self
            .authorization_for(&origin, &endpoint, target)
            .map_err(|err| format!("building the message: {err}"))?;
        let body = encrypt(&target.p256dh, &target.auth, &message.payload)
            .map_err(|err| format!("building the message: {err}"))?;
        Ok(Sealed {
            endpoint,
            origin,
            authorization,
            body,
            ttl: message.ttl.as_secs().min(u64::from(u32::MAX)),
            topic: message.topic.clone(),
            urgency: message.urgency,
        })
    }

    /// Sends a sealed message (again, for a retry: the same body).
    pub async fn send(&self, sealed: &Sealed) -> PushOutcome {
        let request = self
            .client
            .post(sealed.endpoint.url().clone())
            .header(TTL.clone(), sealed.ttl)
            .header(URGENCY.clone(), sealed.urgency.header())
            .header(TOPIC.clone(), sealed.topic.as_str())
            .header(reqwest::header::CONTENT_ENCODING, AES128GCM.clone())
            .header(reqwest::header::CONTENT_TYPE, OCTET_STREAM.clone())
            .header(reqwest::header::AUTHORIZATION, &*sealed.authorization)
            .body(sealed.body.clone())
            .build();
        let request = match request {
            Ok(request) => request,
            Err(err) => return PushOutcome::Failed(format!("building the message: {err}")),
        };
        let response = match self.client.execute(request).await {
            Ok(response) => response,
            // No connection: the push service never saw the message, so it is safe to try again.
            // Errors lose their URL: an endpoint's path is a capability, never logged or stored.
            Err(err) if err.is_connect() => {
                let err = err.without_url();
                return PushOutcome::Retry(None, format!("connecting: {}", with_causes(&err)));
            }
            // A timeout or reset after the message went out: it may have been accepted, and a
            // reminder is never sent twice, so it is not retried.
            Err(err) => {
                return PushOutcome::Failed(format!(
                    "no answer (not retried: it may have arrived): {}",
                    with_causes(&err.without_url())
                ));
            }
        };
        let status = response.status();
        let retry_after = response
            .headers()
            .get(reqwest::header::RETRY_AFTER)
            .and_then(|v| v.to_str().ok())
            .and_then(retry_after);
        let body = read_capped(response).await;
        match status.as_u16() {
            200..=299 => PushOutcome::Delivered,
            404 | 410 => PushOutcome::Gone,
            429 | 500..=599 => PushOutcome::Retry(retry_after, format!("HTTP {status}")),
            401 | 403 => PushOutcome::Unauthorized(format!("HTTP {status}: {body}")),
            _ => PushOutcome::Failed(format!("HTTP {status}: {body}")),
        }
    }
}

/// A message encrypted for one subscription and signed for its push service, ready to send.
pub struct Sealed {
    endpoint: PushEndpoint,
    /// The push service (`scheme://host[:port]`).
    pub origin: String,
    authorization: Arc<str>,
    body: Vec<u8>,
    ttl: u64,
    topic: String,
    urgency: Urgency,
}

impl PushSender {
    /// The `Authorization` header for `origin`'s push service: signed once, then reused.
    fn authorization_for(
        &self,
        origin: &str,
        endpoint: &PushEndpoint,
        target: &PushTarget,
    ) -> anyhow::Result<Arc<str>> {
        let mut cache = self.signatures.lock().expect("signature cache lock");
        if let Some((header, signed_at)) = cache.get(origin)
            && signed_at.elapsed() < JWT_REUSE
        {
            return Ok(header.clone());
        }
        let info = SubscriptionInfo::new(endpoint.as_str(), &target.p256dh, &target.auth);
        let mut builder =
            VapidSignatureBuilder::from_base64(self.keys.private_key.expose(), &info)?;
        let exp = (jiff::Timestamp::now().as_second() as u64) + JWT_LIFETIME.as_secs();
        builder.add_claim("sub", self.subject.as_str());
        builder.add_claim("aud", origin);
        builder.add_claim("exp", exp);
        let signature: VapidSignature = builder.build()?;
        let header: Arc<str> = format!(
            "vapid t={}, k={}",
            signature.auth_t,
            URL_SAFE_NO_PAD.encode(&signature.auth_k)
        )
        .into();
        cache.insert(origin.to_string(), (header.clone(), Instant::now()));
        Ok(header)
    }
}

/// `Retry-After` as seconds or as an HTTP date (RFC 9110 §10.2.3).
fn retry_after(value: &str) -> Option<Duration> {
    let value = value.trim();
    if let Ok(seconds) = value.parse::<u64>() {
        return Some(Duration::from_secs(seconds));
    }
    let at = jiff::fmt::rfc2822::parse(value).ok()?.timestamp();
    let wait = at.duration_since(jiff::Timestamp::now());
    Some(Duration::try_from(wait).unwrap_or(Duration::ZERO))
}

async fn read_capped(response: reqwest::Response) -> String {
    let mut body = Vec::new();
    let mut stream = response.bytes_stream();
    while let Some(Ok(chunk)) = stream.next().await {
        let room = RESPONSE_LIMIT - body.len();
        body.extend_from_slice(&chunk[..chunk.len().min(room)]);
        if body.len() >= RESPONSE_LIMIT {
            break;
        }
    }
    String::from_utf8_lossy(&body).chars().take(300).collect()
}

/// An error and its causes on one line (reqwest's own message omits them: DNS, TLS, refusal).
fn with_causes(err: &dyn std::error::Error) -> String {
    let mut text = err.to_string();
    let mut cause = err.source();
    while let Some(inner) = cause {
        text.push_str(": ");
        text.push_str(&inner.to_string());
        cause = inner.source();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retry_after_is_read_as_seconds_or_as_an_http_date() {
        assert_eq!(retry_after(" 120 "), Some(Duration::from_secs(120)));
        let soon = jiff::Timestamp::now() + jiff::SignedDuration::from_secs(90);
        let http_date = jiff::fmt::rfc2822::DateTimePrinter::new()
            .timestamp_to_rfc9110_string(&soon)
            .unwrap();
        let wait = retry_after(&http_date).unwrap();
        assert!(
            (88..=90).contains(&wait.as_secs()),
            "{http_date} → {wait:?}"
        );
        assert_eq!(
            retry_after("Sun, 06 Nov 1994 08:49:37 GMT"),
            Some(Duration::ZERO)
        );
        assert_eq!(retry_after("soon"), None);
    }
}
