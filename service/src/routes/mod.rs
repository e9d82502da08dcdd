mod api_error;
mod app_pages;
mod calendar_feed;
mod health;
mod json_body;
mod prometheus;
mod push;
mod send_summary;

pub use api_error::ApiError;
pub use app_pages::app_pages;
pub use calendar_feed::calendar;
pub use health::{healthz, readyz};
pub use prometheus::metrics;
pub use push::{
    change as change_subscription, public_key as push_public_key, snooze, subscribe, unsubscribe,
};
pub use send_summary::{BODY_LIMIT, send_day_summary};
