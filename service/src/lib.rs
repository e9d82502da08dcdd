pub mod configuration;
pub mod content;
pub mod routes;
pub mod startup;
pub mod telemetry;
