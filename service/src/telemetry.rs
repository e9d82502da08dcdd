//! Structured logs via `tracing`; `RUST_LOG` sets the filter (default `info`), `LOG_FORMAT=json`
//! writes one JSON object per event (for log collectors).

use tracing_subscriber::EnvFilter;

pub fn init() {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    let _ = if std::env::var("LOG_FORMAT").is_ok_and(|v| v == "json") {
        builder.json().try_init()
    } else {
        builder.try_init()
    };
}
