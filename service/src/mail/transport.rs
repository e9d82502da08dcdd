//! Where mail goes: an SMTP server (rustls, pooled) when `SMTP_URL` is set, otherwise `.eml`
//! files under `DATA_DIR/mail/` (the embedded default).

use std::path::PathBuf;
use std::time::Duration;

use anyhow::{Context, Result};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use crate::configuration::Secret;

#[derive(Clone)]
pub enum Mailer {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    Files(PathBuf),
}

/// Why a send failed; `permanent` when the server refused the message itself (5xx).
#[derive(Debug, Clone)]
pub struct SendError {
    pub permanent: bool,
    pub message: String,
}

impl Mailer {
    pub fn new(smtp_url: Option<&Secret>, mail_dir: PathBuf, timeout: Duration) -> Result<Self> {
        match smtp_url {
            Some(url) => {
                // The URL carries credentials: the error must not echo it.
                let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url.expose())
                    .map_err(|_| {
                        anyhow::anyhow!("SMTP_URL is not a valid smtp:// or smtps:// URL")
                    })?
                    .timeout(Some(timeout))
                    .build();
                Ok(Mailer::Smtp(transport))
            }
            None => {
                std::fs::create_dir_all(&mail_dir).with_context(|| {
                    format!("creating the mail directory {}", mail_dir.display())
                })?;
                Ok(Mailer::Files(mail_dir))
            }
        }
    }

    /// A short description for the start-up log (never the credentials).
    pub fn describe(&self) -> String {
        match self {
            Mailer::Smtp(_) => "SMTP (SMTP_URL)".into(),
            Mailer::Files(dir) => format!(".eml files in {}", dir.display()),
        }
    }

    /// Sends `message`; returns where it went. Bounded by `timeout` as a whole
    /// (lettre's own timeout covers only the connection).
    pub async fn send(
        &self,
        id: &str,
        message: Message,
        timeout: Duration,
    ) -> Result<String, SendError> {
        let attempt = async {
            match self {
                Mailer::Smtp(transport) => transport
                    .send(message)
                    .await
                    .map(|response| format!("SMTP {}", response.code()))
                    .map_err(|err| SendError {
                        permanent: err.is_permanent(),
                        message: err.to_string(),
                    }),
                Mailer::Files(dir) => {
                    write_eml(dir, id, message.formatted())
                        .await
                        .map_err(|err| SendError {
                            permanent: false,
                            message: format!("writing the .eml file: {err}"),
                        })
                }
            }
        };
        tokio::time::timeout(timeout, attempt)
            .await
            .unwrap_or_else(|_| {
                Err(SendError {
                    permanent: false,
                    message: format!("timed out after {timeout:?}"),
                })
            })
    }
}

/// Writes atomically (temporary file, then rename) so a reader never sees half a message; one
/// blocking-pool hand-off for the whole file.
async fn write_eml(dir: &std::path::Path, id: &str, bytes: Vec<u8>) -> std::io::Result<String> {
    let path = dir.join(format!("{id}.eml"));
    let tmp = dir.join(format!(".{id}.eml.tmp"));
    tokio::task::spawn_blocking(move || {
        std::fs::write(&tmp, bytes)?;
        std::fs::rename(&tmp, &path)?;
        Ok(path.display().to_string())
    })
    .await
    .map_err(std::io::Error::other)?
}
