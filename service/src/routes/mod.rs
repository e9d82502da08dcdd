mod app_pages;
mod health;

pub use app_pages::app_pages;
pub use health::{healthz, readyz};
