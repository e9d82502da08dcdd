mod app_pages;
mod content_check;
mod content_types;
mod health;
mod helpers;
