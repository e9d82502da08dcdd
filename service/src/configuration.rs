//! Reads the environment once into typed settings (names fixed by ARCHITECTURE.md).

use std::net::IpAddr;
use std::path::PathBuf;

use anyhow::{Context, Result};
use jiff::civil::Date;

#[derive(Debug, Clone)]
pub struct Settings {
    pub bind: IpAddr,
    /// 0 picks a free port (tests).
    pub port: u16,
    pub data_dir: PathBuf,
    pub content_dir: PathBuf,
    pub pwa_dir: PathBuf,
    /// Overrides the programme's start date from content.
    pub programme_start_date: Option<Date>,
}

impl Settings {
    pub fn from_env() -> Result<Self> {
        Self::from_lookup(|name| std::env::var(name).ok().filter(|v| !v.is_empty()))
    }

    /// Builds settings from any name → value lookup (the environment, or a map in tests).
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Self> {
        let parse = |name: &str, default: &str| get(name).unwrap_or_else(|| default.to_string());
        Ok(Settings {
            bind: parse("BIND", "127.0.0.1").parse().context("BIND must be an IP address, e.g. 127.0.0.1 or 0.0.0.0")?,
            port: parse("PORT", "8080").parse().context("PORT must be a number from 0 to 65535")?,
            data_dir: parse("DATA_DIR", "./data").into(),
            content_dir: parse("CONTENT_DIR", "./content").into(),
            pwa_dir: parse("PWA_DIR", "pwa/dist").into(),
            programme_start_date: get("PROGRAMME_START_DATE")
                .map(|v| v.parse::<Date>().with_context(|| format!("PROGRAMME_START_DATE '{v}' must be YYYY-MM-DD")))
                .transpose()?,
        })
    }
}
