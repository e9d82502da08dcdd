//! Long fault runs against the real binary (`npm run test:faults`; not part of `cargo test`):
//! SIGKILLs during delivery, a full and a read-only disk, misbehaving push services, abuse, secrets. Each test prints its figures as one
//! `FAULTS {json}` line for RELIABILITY.md.

mod abuse;
mod disk;
mod kill_restart;
mod misbehaving_push;
#[path = "../api/ports.rs"]
mod ports;
mod push_burst;
#[path = "../api/push_sink.rs"]
#[allow(dead_code)]
mod push_sink;
mod secrets;
mod service;
mod slow_host;
#[path = "../api/smtp_sink.rs"]
#[allow(dead_code)]
mod smtp_sink;
