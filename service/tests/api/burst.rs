//! A last-byte-synchronised burst: many requests, each on a raw TCP connection of its own bound to
//! a chosen loopback source address, are written but for their last byte; once every connection
//! holds its request, the last bytes are written (in the order given) and every answer is read.
//! So the service starts judging them all at once, from several clients, as an attacker racing a
//! rule would send them (Linux answers on any 127/8 address).
//!
//! ```ignore
//! let held = (0..90).map(|n| Held { from: loopback(n % 6), request: post(&app, "/api/…", &[], JSON, body) });
//! let answers = burst(&app.address, held.collect()).await;
//! ```
//!
//! The service limits each client by its address (`client_ip`: the peer, unless the peer is a
//! trusted proxy); the suite trusts 127.0.0.1 only, so each source address here is a client.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

use crate::helpers::TestApp;

/// `application/json`.
pub const JSON: &str = "application/json";
/// `application/x-www-form-urlencoded`, what an HTML form posts.
pub const FORM: &str = "application/x-www-form-urlencoded";

/// A request to hold back: the raw bytes of one HTTP/1.1 request, sent from `from`.
#[derive(Debug, Clone)]
pub struct Held {
    pub from: IpAddr,
    pub request: Vec<u8>,
}

/// What one held request was answered.
#[derive(Debug, Clone)]
pub struct Answer {
    /// The source address it was sent from.
    pub from: IpAddr,
    pub status: u16,
    /// Header names in lower case, in the order sent.
    pub headers: Vec<(String, String)>,
    /// The body, de-chunked.
    pub body: Vec<u8>,
}

impl Answer {
    /// The first header `name` (any case).
    pub fn header(&self, name: &str) -> Option<&str> {
        let name = name.to_ascii_lowercase();
        self.headers
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).unwrap_or(serde_json::Value::Null)
    }
}

/// The `n`th loopback source address after 127.0.0.1 (127.0.0.2, 127.0.0.3, …): one client each.
pub fn loopback(n: usize) -> IpAddr {
    let n = u32::try_from(n).expect("a small number") + 2;
    IpAddr::V4(Ipv4Addr::from(u32::from(Ipv4Addr::new(127, 0, 0, 0)) + n))
}

/// A `POST` of `body` (as `content_type`) to `path` on `app`, with `headers` (e.g. `Origin`,
/// `Cookie`) and `Connection: close`.
pub fn post(
    app: &TestApp,
    path: &str,
    headers: &[(&str, &str)],
    content_type: &str,
    body: &[u8],
) -> Vec<u8> {
    let host = app.address.trim_start_matches("http://");
    let mut head = format!(
        "POST {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\nConnection: close\r\n",
        body.len()
    );
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    let mut request = head.into_bytes();
    request.extend_from_slice(body);
    request
}

/// An HTML form's body (`application/x-www-form-urlencoded`).
pub fn form_body(fields: &[(&str, &str)]) -> Vec<u8> {
    let encoded: Vec<String> = fields
        .iter()
        .map(|(name, value)| format!("{}={}", urlencode(name), urlencode(value)))
        .collect();
    encoded.join("&").into_bytes()
}

fn urlencode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'*' => {
                (b as char).to_string()
            }
            b' ' => "+".to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// Sends every held request to `address` (`http://host:port` or `host:port`), each from its own
/// source address, all but its last byte; then the last bytes, in the order given; then reads
/// every answer. The answers come back in the order of `held`.
pub async fn burst(address: &str, held: Vec<Held>) -> Vec<Answer> {
    let to: SocketAddr = address
        .trim_start_matches("http://")
        .parse()
        .expect("an address as ip:port");
    let mut open = Vec::with_capacity(held.len());
    for Held { from, request } in held {
        assert!(
            !request.is_empty(),
            "a request has a last byte to hold back"
        );
        let mut stream = connect_from(from, to).await;
        let (most, last) = request.split_at(request.len() - 1);
        stream
            .write_all(most)
            .await
            .expect("the request is written");
        stream.flush().await.unwrap();
        open.push((from, stream, last[0]));
    }
    for (_, stream, last) in &mut open {
        stream
            .write_all(&[*last])
            .await
            .expect("the last byte is written");
    }
    let reads = open
        .into_iter()
        .map(|(from, stream, _)| tokio::spawn(read_answer(from, stream)));
    let mut answers = Vec::new();
    for read in reads.collect::<Vec<_>>() {
        answers.push(read.await.expect("the answer is read"));
    }
    answers
}

/// A connection to `to` from source address `from` (any port).
async fn connect_from(from: IpAddr, to: SocketAddr) -> TcpStream {
    let socket = match from {
        IpAddr::V4(_) => TcpSocket::new_v4(),
        IpAddr::V6(_) => TcpSocket::new_v6(),
    }
    .unwrap();
    socket
        .bind(SocketAddr::new(from, 0))
        .unwrap_or_else(|err| panic!("binding {from}: {err}"));
    let stream = socket
        .connect(to)
        .await
        .unwrap_or_else(|err| panic!("connecting from {from} to {to}: {err}"));
    stream.set_nodelay(true).unwrap();
    stream
}

/// Reads one HTTP/1.1 answer: its head, then a body of `Content-Length`, chunked, or up to the
/// end of the connection.
async fn read_answer(from: IpAddr, mut stream: TcpStream) -> Answer {
    let mut raw = Vec::new();
    let head_end = loop {
        if let Some(at) = find(&raw, b"\r\n\r\n") {
            break at;
        }
        assert!(
            read_more(&mut stream, &mut raw).await,
            "the answer's head ends"
        );
    };
    let head = String::from_utf8_lossy(&raw[..head_end]).into_owned();
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .and_then(|line| line.split(' ').nth(1))
        .and_then(|code| code.parse().ok())
        .unwrap_or_else(|| panic!("a status line: {head}"));
    let headers: Vec<(String, String)> = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(name, value)| (name.trim().to_ascii_lowercase(), value.trim().to_string()))
        .collect();
    let mut answer = Answer {
        from,
        status,
        headers,
        body: Vec::new(),
    };
    let mut rest = raw.split_off(head_end + 4);
    if answer
        .header("transfer-encoding")
        .is_some_and(|v| v.eq_ignore_ascii_case("chunked"))
    {
        answer.body = dechunk(&mut stream, rest).await;
    } else if let Some(length) = answer.header("content-length") {
        let length: usize = length.parse().expect("a Content-Length");
        while rest.len() < length {
            assert!(read_more(&mut stream, &mut rest).await, "the body is whole");
        }
        rest.truncate(length);
        answer.body = rest;
    } else {
        while read_more(&mut stream, &mut rest).await {}
        answer.body = rest;
    }
    answer
}

/// A chunked body, `raw` being what was read of it so far.
async fn dechunk(stream: &mut TcpStream, mut raw: Vec<u8>) -> Vec<u8> {
    let mut body = Vec::new();
    loop {
        let line_end = loop {
            if let Some(at) = find(&raw, b"\r\n") {
                break at;
            }
            assert!(read_more(stream, &mut raw).await, "a chunk's size");
        };
        let size = String::from_utf8_lossy(&raw[..line_end]);
        let size = usize::from_str_radix(size.split(';').next().unwrap().trim(), 16)
            .expect("a chunk size in hex");
        let start = line_end + 2;
        while raw.len() < start + size + 2 {
            assert!(read_more(stream, &mut raw).await, "a whole chunk");
        }
        if size == 0 {
            return body;
        }
        body.extend_from_slice(&raw[start..start + size]);
        raw.drain(..start + size + 2);
    }
}

/// Reads what has arrived onto `into`: false at the end of the connection.
async fn read_more(stream: &mut TcpStream, into: &mut Vec<u8>) -> bool {
    let mut buf = [0u8; 8192];
    let n = stream.read(&mut buf).await.expect("the connection reads");
    into.extend_from_slice(&buf[..n]);
    n > 0
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// Each source address is a client of its own: with 2 tries a minute each, 3 addresses sending 4
/// each get 2 judged (a bad body: 400) and 2 refused (429), every answer read whole.
#[tokio::test]
async fn a_burst_comes_from_each_source_address_as_a_client_of_its_own() {
    let app = crate::helpers::spawn_with(&[("SUMMARY_LIMIT_PER_IP_PER_MINUTE", "2")]).await;
    let held: Vec<Held> = (0..12)
        .map(|n| Held {
            from: loopback(n % 3),
            request: post(&app, "/api/confirm-address", &[], JSON, b"{\"code\":"),
        })
        .collect();
    let answers = burst(&app.address, held).await;
    assert_eq!(answers.len(), 12);
    for client in 0..3 {
        let mut statuses: Vec<u16> = answers
            .iter()
            .filter(|a| a.from == loopback(client))
            .map(|a| a.status)
            .collect();
        statuses.sort();
        assert_eq!(statuses, [400, 400, 429, 429], "{}", loopback(client));
    }
    for answer in &answers {
        assert!(answer.json()["error"].is_string(), "{}", answer.text());
        assert!(answer.header("Content-Type").unwrap().contains("json"));
    }
}
