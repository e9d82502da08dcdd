//! The push benchmarks' loopback https push sink (scripts/bench/push-fanout.mjs starts it): answers
//! 201 to every push and decrypts every sampled payload (RFC 8291 aes128gcm) to prove the work was
//! really done. For a tracked sender it counts the pushes to each endpoint (`/{who}/{i}`) and keeps
//! when the first arrived, for the exactly-once check and the lateness figures.
//!
//! A push service runs on machines of its own; on the benchmark's machine it shares two cores with
//! the sender it measures, so it is written to take as little of them as it can: one thread, HTTP/1.1
//! over TLS (rustls), nothing kept but counts.
//!
//! `push_sink KEY.pem CERT.pem SAMPLE_EVERY`; commands on stdin and answers on stdout, one JSON
//! object a line: `{"type":"listening","port":…}` first, then for each command its answer:
//! `keys` (`sampled`: `[[i, privateKey, publicKey, auth]]`, bytes as arrays), `track` (`who`,
//! `size`), `arrivals` (`who`, `since`: unix ms; answers `missing`, `twice`, `sorted` and `sample`),
//! `close` (answers `counts`).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use http_body_util::{BodyExt, Empty};
use hyper::body::{Bytes, Incoming};
use hyper::{Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use rustls_pki_types::pem::PemObject;
use rustls_pki_types::{CertificateDer, PrivateKeyDer};
use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, BufReader};

struct Sampled {
    keys: ece::crypto::EcKeyComponents,
    auth: Vec<u8>,
}

struct Tracked {
    seen: Vec<u8>,
    arrivals: Vec<f64>,
}

#[derive(Default)]
struct Sink {
    counts: HashMap<String, u64>,
    decrypted: u64,
    decrypt_failures: u64,
    sampled: HashMap<usize, Sampled>,
    tracked: HashMap<String, Tracked>,
    /// Per sender: the first payload decrypted and its headers (what a benchmark sends again).
    samples: HashMap<String, Value>,
}

fn now_ms() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs_f64() * 1000.0)
        .unwrap_or(0.0)
}

impl Sink {
    fn receive(
        &mut self,
        path: &str,
        headers: &hyper::HeaderMap,
        body: &[u8],
        sample_every: usize,
    ) {
        let mut parts = path.trim_start_matches('/').splitn(2, '/');
        let who = parts.next().unwrap_or_default();
        let index: Option<usize> = parts.next().and_then(|i| i.parse().ok());
        *self.counts.entry(who.to_string()).or_default() += 1;
        let Some(i) = index else { return };
        if let Some(track) = self.tracked.get_mut(who)
            && i < track.seen.len()
        {
            if track.seen[i] == 0 {
                track.arrivals[i] = now_ms();
            }
            track.seen[i] = track.seen[i].saturating_add(1);
        }
        if i % sample_every != 0 {
            return;
        }
        let header = |name: &str| {
            headers
                .get(name)
                .and_then(|v| v.to_str().ok())
                .unwrap_or("")
        };
        let plain = self.sampled.get(&i).and_then(|s| {
            (header("content-encoding") == "aes128gcm")
                .then(|| ece::decrypt(&s.keys, &s.auth, body).ok())
                .flatten()
        });
        match plain.and_then(|p| String::from_utf8(p).ok()) {
            Some(text) if serde_json::from_str::<Value>(&text).is_ok() => {
                self.decrypted += 1;
                self.samples.entry(who.to_string()).or_insert_with(|| {
                    json!({
                        "payload": text,
                        "bytes": body.len(),
                        "ttl": header("ttl").parse::<u64>().unwrap_or(0),
                        "urgency": header("urgency"),
                        "topic": header("topic"),
                    })
                });
            }
            _ => self.decrypt_failures += 1,
        }
    }

    fn command(&mut self, command: &Value) -> Value {
        let bytes = |v: &Value| -> Vec<u8> {
            v.as_array()
                .map(|a| a.iter().map(|b| b.as_u64().unwrap_or(0) as u8).collect())
                .unwrap_or_default()
        };
        match command["type"].as_str().unwrap_or_default() {
            "keys" => {
                for entry in command["sampled"].as_array().into_iter().flatten() {
                    let i = entry[0].as_u64().unwrap_or(0) as usize;
                    let keys =
                        ece::crypto::EcKeyComponents::new(bytes(&entry[1]), bytes(&entry[2]));
                    self.sampled.insert(
                        i,
                        Sampled {
                            keys,
                            auth: bytes(&entry[3]),
                        },
                    );
                }
                json!({ "type": "keys" })
            }
            "track" => {
                let size = command["size"].as_u64().unwrap_or(0) as usize;
                let who = command["who"].as_str().unwrap_or_default().to_string();
                let track = Tracked {
                    seen: vec![0; size],
                    arrivals: vec![0.0; size],
                };
                self.tracked.insert(who, track);
                json!({ "type": "track" })
            }
            "arrivals" => {
                let who = command["who"].as_str().unwrap_or_default();
                let since = command["since"].as_f64().unwrap_or(0.0);
                let Some(track) = self.tracked.remove(who) else {
                    return json!({ "type": "arrivals", "error": "not tracked" });
                };
                let missing = track.seen.iter().filter(|&&n| n == 0).count();
                let twice = track.seen.iter().filter(|&&n| n > 1).count();
                let mut sorted: Vec<f64> = track
                    .seen
                    .iter()
                    .zip(&track.arrivals)
                    .filter(|(n, _)| **n > 0)
                    .map(|(_, at)| at - since)
                    .collect();
                sorted.sort_by(f64::total_cmp);
                json!({ "type": "arrivals", "missing": missing, "twice": twice, "sorted": sorted, "sample": self.samples.get(who) })
            }
            "close" => json!({ "type": "closed", "counts": {
                "counts": self.counts, "decrypted": self.decrypted, "decryptFailures": self.decrypt_failures,
            }}),
            other => json!({ "type": "error", "error": format!("unknown command {other}") }),
        }
    }
}

fn tls(key: &str, cert: &str) -> anyhow::Result<tokio_rustls::TlsAcceptor> {
    let certs = CertificateDer::pem_file_iter(cert)?.collect::<Result<Vec<_>, _>>()?;
    let key = PrivateKeyDer::from_pem_file(key)?;
    let config = rustls::ServerConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()?
    .with_no_client_auth()
    .with_single_cert(certs, key)?;
    Ok(tokio_rustls::TlsAcceptor::from(Arc::new(config)))
}

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().collect();
    let [_, key, cert, sample_every] = args.as_slice() else {
        anyhow::bail!("usage: push_sink KEY.pem CERT.pem SAMPLE_EVERY");
    };
    let sample_every: usize = sample_every.parse()?;
    let acceptor = tls(key, cert)?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        println!(
            "{}",
            json!({ "type": "listening", "port": listener.local_addr()?.port() })
        );
        let sink = Arc::new(Mutex::new(Sink::default()));
        let accepting = {
            let sink = sink.clone();
            async move {
                loop {
                    let Ok((tcp, _)) = listener.accept().await else {
                        continue;
                    };
                    let _ = tcp.set_nodelay(true);
                    let (acceptor, sink) = (acceptor.clone(), sink.clone());
                    tokio::spawn(async move {
                        let Ok(stream) = acceptor.accept(tcp).await else {
                            return;
                        };
                        let service = hyper::service::service_fn(move |req: Request<Incoming>| {
                            let sink = sink.clone();
                            async move {
                                let (parts, body) = req.into_parts();
                                let body = body.collect().await?.to_bytes();
                                sink.lock().unwrap().receive(
                                    parts.uri.path(),
                                    &parts.headers,
                                    &body,
                                    sample_every,
                                );
                                let mut res = Response::new(Empty::<Bytes>::new());
                                *res.status_mut() = StatusCode::CREATED;
                                Ok::<_, hyper::Error>(res)
                            }
                        });
                        let _ = hyper::server::conn::http1::Builder::new()
                            .serve_connection(TokioIo::new(stream), service)
                            .await;
                    });
                }
            }
        };
        let commands = async move {
            let mut lines = BufReader::new(tokio::io::stdin()).lines();
            while let Some(line) = lines.next_line().await? {
                let command: Value = serde_json::from_str(&line)?;
                let answer = sink.lock().unwrap().command(&command);
                println!("{answer}");
                if command["type"] == "close" {
                    break;
                }
            }
            anyhow::Ok(())
        };
        tokio::select! {
            () = accepting => Ok(()),
            done = commands => done,
        }
    })
}
