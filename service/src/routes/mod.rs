mod api_error;
mod app_pages;
mod health;
mod prometheus;
mod send_summary;

pub use api_error::ApiError;
pub use app_pages::app_pages;
pub use health::{healthz, readyz};
pub use prometheus::metrics;
pub use send_summary::{BODY_LIMIT, send_day_summary};
