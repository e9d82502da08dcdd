//! What the service's test suites (`tests/api`, `tests/faults`) share: a loopback SMTP server
//! that records what it is sent, a push service that really decrypts RFC 8291 payloads, and free
//! ports. A dev-dependency only.

pub mod ports;
pub mod push_sink;
pub mod smtp_sink;
