//! Long fault runs against the real binary (`npm run test:faults`; not part of `cargo test`):
//! SIGKILLs during delivery, a full and a read-only disk, misbehaving push services, abuse, secrets. Each test prints its figures as one
//! `FAULTS {json}` line for RELIABILITY.md.

mod abuse;
mod announcement_burst;
mod disk;
mod kill_restart;
mod misbehaving_push;
mod push_burst;
mod secrets;
mod service;
mod slow_host;

use prayer_fast_test_support::{ports, push_sink, settings, smtp_sink};
