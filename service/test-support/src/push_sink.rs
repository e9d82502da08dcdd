//! A loopback push service: records each request, decrypts its RFC 8291 payload with the
//! subscription's private key, and answers from a script (201 by default).

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

use actix_web::{App, HttpRequest, HttpResponse, HttpServer, web};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use ece::crypto::EcKeyComponents;

/// A browser's side of one subscription: the keys the push service encrypts to.
pub struct BrowserKeys {
    pub components: EcKeyComponents,
    pub auth: Vec<u8>,
    pub p256dh: String,
    pub auth_b64: String,
}

impl BrowserKeys {
    pub fn generate() -> Self {
        let (pair, auth) = ece::generate_keypair_and_auth_secret().unwrap();
        let p256dh = URL_SAFE_NO_PAD.encode(pair.pub_as_raw().unwrap());
        BrowserKeys {
            components: pair.raw_components().unwrap(),
            auth: auth.to_vec(),
            p256dh,
            auth_b64: URL_SAFE_NO_PAD.encode(auth),
        }
    }

    pub fn decrypt(&self, body: &[u8]) -> serde_json::Value {
        let plain = ece::decrypt(&self.components, &self.auth, body)
            .expect("the payload decrypts with the subscription's key");
        serde_json::from_slice(&plain).unwrap()
    }
}

#[derive(Debug, Clone)]
pub struct Captured {
    pub path: String,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Captured {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

#[derive(Default)]
struct State {
    requests: Vec<Captured>,
    /// (status, extra headers) answered in order; 201 once empty.
    script: VecDeque<(u16, Vec<(String, String)>)>,
    /// How long each answer takes.
    delay: std::time::Duration,
}

#[derive(Clone)]
pub struct PushSink {
    pub origin: String,
    state: Arc<Mutex<State>>,
}

impl PushSink {
    pub async fn start() -> Self {
        let state = Arc::new(Mutex::new(State::default()));
        let shared = web::Data::new(state.clone());
        let server = HttpServer::new(move || {
            App::new()
                .app_data(shared.clone())
                .default_service(web::to(receive))
        })
        .workers(1)
        .bind(("127.0.0.1", 0))
        .unwrap();
        let port = server.addrs()[0].port();
        tokio::spawn(server.run());
        PushSink {
            origin: format!("http://127.0.0.1:{port}"),
            state,
        }
    }

    pub fn endpoint(&self, name: &str) -> String {
        format!("{}/push/{name}", self.origin)
    }

    /// The next answers, in order.
    pub fn answer(&self, answers: &[(u16, &[(&str, &str)])]) {
        let mut state = self.state.lock().unwrap();
        for (status, headers) in answers {
            state.script.push_back((
                *status,
                headers
                    .iter()
                    .map(|(k, v)| (k.to_string(), v.to_string()))
                    .collect(),
            ));
        }
    }

    /// Every later answer comes after `delay` (a slow push service).
    pub fn answer_after(&self, delay: std::time::Duration) {
        self.state.lock().unwrap().delay = delay;
    }

    pub fn requests(&self) -> Vec<Captured> {
        self.state.lock().unwrap().requests.clone()
    }
}

async fn receive(
    req: HttpRequest,
    body: web::Bytes,
    state: web::Data<Arc<Mutex<State>>>,
) -> HttpResponse {
    let delay = state.lock().unwrap().delay;
    if !delay.is_zero() {
        actix_web::rt::time::sleep(delay).await;
    }
    let mut state = state.lock().unwrap();
    state.requests.push(Captured {
        path: req.path().to_string(),
        headers: req
            .headers()
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_str().unwrap_or("").to_string()))
            .collect(),
        body: body.to_vec(),
    });
    let (status, headers) = state.script.pop_front().unwrap_or((201, Vec::new()));
    let mut res = HttpResponse::build(actix_web::http::StatusCode::from_u16(status).unwrap());
    for (k, v) in headers {
        res.insert_header((k, v));
    }
    res.finish()
}
