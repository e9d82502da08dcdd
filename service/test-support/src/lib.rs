//! What the service's test suites (`tests/api`, `tests/faults`) share: a loopback SMTP server
//! that records what it is sent, a push service that really decrypts RFC 8291 payloads, a
//! throwaway PostgreSQL server, free ports, copies of folders, and the settings they start the service with. A
//! dev-dependency only.

pub mod audio;
pub mod files;
pub mod ports;
pub mod postgres;
pub mod push_sink;
pub mod settings;
pub mod smtp_sink;
