//! A loopback push service over raw HTTP/1.1 that misbehaves on purpose, chosen by the endpoint
//! path `/push/{kind}/{n}`: it can be slow, busy, failing, gone, hang up, or answer with a huge
//! body. It records every request and keeps the bodies of a sample to decrypt.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

use crate::push_sink::BrowserKeys;
use crate::service::{Service, statuses_of};

/// Per hundred endpoints: 2 slow, 1 each of the other misbehaviours, the rest healthy.
pub fn kind_of(n: usize) -> Kind {
    match n % 100 {
        0 | 1 => Kind::Slow,
        2 => Kind::Busy,
        3 => Kind::Error,
        4 => Kind::Gone,
        5 => Kind::Reset,
        6 => Kind::Huge,
        _ => Kind::Ok,
    }
}

/// How many of the first `total` endpoints [`kind_of`] makes `kind`.
pub fn expected(kind: Kind, total: usize) -> usize {
    (0..total).filter(|n| kind_of(*n) == kind).count()
}

/// How many endpoints of `kind` saw what `test` asks.
pub fn count(
    seen: &HashMap<(Kind, usize), Seen>,
    kind: Kind,
    test: impl Fn(&Seen) -> bool,
) -> usize {
    seen.iter()
        .filter(|((k, _), s)| *k == kind && test(s))
        .count()
}

/// Subscribes `total` browsers (keys `keys`) in UTC through `service`'s API, endpoint `n` of
/// kind [`kind_of`]`(n)`.
pub async fn subscribe_all(
    service: &Service,
    push: &MisbehavingPush,
    keys: &BrowserKeys,
    total: usize,
) {
    let url = format!("{}/api/push/subscriptions", service.url);
    let statuses = statuses_of((0..total).map(|n| {
        let subscription = serde_json::json!({
            "endpoint": push.endpoint(kind_of(n), n),
            "keys": { "p256dh": keys.p256dh, "auth": keys.auth_b64 },
        });
        let body = serde_json::json!({ "subscription": subscription, "timeZone": "UTC" });
        service.client.post(&url).json(&body)
    }))
    .await;
    assert!(
        statuses.iter().all(|s| *s == 201),
        "every subscription is stored"
    );
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// 201 at once.
    Ok,
    /// 201 after 10 s.
    Slow,
    /// 429 with `Retry-After: 1` the first time, then 201.
    Busy,
    /// 500 the first time, then 201.
    Error,
    /// 410: the subscription is gone.
    Gone,
    /// Reads the request, then resets the connection without an answer.
    Reset,
    /// 201 with a 10 MB body.
    Huge,
}

pub const KINDS: [Kind; 7] = [
    Kind::Ok,
    Kind::Slow,
    Kind::Busy,
    Kind::Error,
    Kind::Gone,
    Kind::Reset,
    Kind::Huge,
];

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Ok => "ok",
            Kind::Slow => "slow",
            Kind::Busy => "busy",
            Kind::Error => "error",
            Kind::Gone => "gone",
            Kind::Reset => "reset",
            Kind::Huge => "huge",
        }
    }

    fn parse(name: &str) -> Option<Self> {
        KINDS.into_iter().find(|k| k.name() == name)
    }
}

/// What one endpoint saw.
#[derive(Debug, Default, Clone)]
pub struct Seen {
    pub attempts: Vec<Instant>,
    /// Requests answered (or, for slow ones, to be answered) with a 2xx.
    pub accepted: usize,
    /// The first body, kept for one endpoint in `SAMPLE_EVERY`.
    pub body: Option<Vec<u8>>,
    /// The `Topic` header of the first request.
    pub topic: Option<String>,
    /// A later request came with another `Topic` (and so another tag): a member would see two.
    pub topics_differ: bool,
}

pub const SAMPLE_EVERY: usize = 50;

#[derive(Clone)]
pub struct MisbehavingPush {
    pub origin: String,
    seen: Arc<Mutex<HashMap<(Kind, usize), Seen>>>,
}

impl MisbehavingPush {
    pub async fn start() -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let origin = format!("http://{}", listener.local_addr().unwrap());
        let sink = MisbehavingPush {
            origin,
            seen: Arc::default(),
        };
        let serving = sink.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                tokio::spawn(serving.clone().connection(stream));
            }
        });
        sink
    }

    pub fn endpoint(&self, kind: Kind, n: usize) -> String {
        format!("{}/push/{}/{n}", self.origin, kind.name())
    }

    /// Everything seen so far, taken (the next burst starts from nothing).
    pub fn take(&self) -> HashMap<(Kind, usize), Seen> {
        std::mem::take(&mut *self.seen.lock().unwrap())
    }

    pub fn accepted(&self) -> usize {
        self.seen.lock().unwrap().values().map(|s| s.accepted).sum()
    }

    /// Serves one keep-alive connection until the client closes it or a `Reset` ends it.
    async fn connection(self, mut stream: TcpStream) {
        let mut buffer = Vec::new();
        while let Some((path, topic, body)) = read_request(&mut stream, &mut buffer).await {
            let Some((kind, n)) = parse_path(&path) else {
                let _ = stream.write_all(&answer(404, &[], 0)).await;
                continue;
            };
            let tries = {
                let mut seen = self.seen.lock().unwrap();
                let entry = seen.entry((kind, n)).or_default();
                entry.attempts.push(Instant::now());
                if entry.body.is_none() && n % SAMPLE_EVERY == 0 {
                    entry.body = Some(body);
                }
                if entry.topic.as_ref().is_some_and(|first| *first != topic) {
                    entry.topics_differ = true;
                }
                entry.topic.get_or_insert(topic);
                let tries = entry.attempts.len();
                let refused = matches!(kind, Kind::Busy | Kind::Error) && tries == 1;
                if !refused && !matches!(kind, Kind::Gone | Kind::Reset) {
                    entry.accepted += 1;
                }
                tries
            };
            let written = match kind {
                Kind::Ok => stream.write_all(&answer(201, &[], 0)).await,
                Kind::Slow => {
                    tokio::time::sleep(Duration::from_secs(10)).await;
                    stream.write_all(&answer(201, &[], 0)).await
                }
                Kind::Busy if tries == 1 => {
                    let head = answer(429, &[("Retry-After", "1")], 0);
                    stream.write_all(&head).await
                }
                Kind::Error if tries == 1 => stream.write_all(&answer(500, &[], 0)).await,
                Kind::Busy | Kind::Error => stream.write_all(&answer(201, &[], 0)).await,
                Kind::Gone => stream.write_all(&answer(410, &[], 0)).await,
                Kind::Reset => {
                    // A zero linger makes the close a reset (RST), and cannot block the drop.
                    #[allow(deprecated)]
                    let _ = stream.set_linger(Some(Duration::ZERO));
                    return;
                }
                Kind::Huge => {
                    let size = 10 * 1024 * 1024;
                    let head = stream.write_all(&answer(201, &[], size)).await;
                    let chunk = vec![b'x'; 64 * 1024];
                    let mut result = head;
                    for _ in 0..size / chunk.len() {
                        if result.is_err() {
                            break;
                        }
                        result = stream.write_all(&chunk).await;
                    }
                    result
                }
            };
            if written.is_err() {
                return;
            }
        }
    }
}

fn parse_path(path: &str) -> Option<(Kind, usize)> {
    let mut parts = path.strip_prefix("/push/")?.split('/');
    let kind = Kind::parse(parts.next()?)?;
    Some((kind, parts.next()?.parse().ok()?))
}

fn answer(status: u16, headers: &[(&str, &str)], content_length: usize) -> Vec<u8> {
    let mut head = format!("HTTP/1.1 {status} Push\r\nContent-Length: {content_length}\r\n");
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    head.into_bytes()
}

/// Reads one request: (path, Topic header, body). `None` when the connection ends.
async fn read_request(
    stream: &mut TcpStream,
    buffer: &mut Vec<u8>,
) -> Option<(String, String, Vec<u8>)> {
    let head_end = loop {
        if let Some(at) = buffer.windows(4).position(|w| w == b"\r\n\r\n") {
            break at + 4;
        }
        if buffer.len() > 64 * 1024 || !read_more(stream, buffer).await {
            return None;
        }
    };
    let head = String::from_utf8_lossy(&buffer[..head_end]).into_owned();
    let path = head.split_whitespace().nth(1)?.to_string();
    let header = |name: &str| {
        head.lines()
            .filter_map(|line| line.split_once(':'))
            .find(|(k, _)| k.trim().eq_ignore_ascii_case(name))
            .map(|(_, v)| v.trim().to_string())
    };
    let length: usize = header("content-length")?.parse().ok()?;
    let topic = header("topic").unwrap_or_default();
    while buffer.len() < head_end + length {
        if !read_more(stream, buffer).await {
            return None;
        }
    }
    let body = buffer[head_end..head_end + length].to_vec();
    buffer.drain(..head_end + length);
    Some((path, topic, body))
}

async fn read_more(stream: &mut TcpStream, buffer: &mut Vec<u8>) -> bool {
    let mut chunk = [0u8; 16 * 1024];
    match stream.read(&mut chunk).await {
        Ok(0) | Err(_) => false,
        Ok(n) => {
            buffer.extend_from_slice(&chunk[..n]);
            true
        }
    }
}
