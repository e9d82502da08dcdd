//! Where mail goes: an SMTP server (rustls, pooled) when `SMTP_URL` is set, otherwise `.eml`
//! files under `DATA_DIR/mail/` (the embedded default).

use std::path::PathBuf;
use std::time::Duration;

use anyhow::{Context, Result};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use crate::secrets::Secret;

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

    /// The directory `.eml` files are written to, for the embedded transport.
    pub fn file_dir(&self) -> Option<PathBuf> {
        match self {
            Mailer::Files(dir) => Some(dir.clone()),
            Mailer::Smtp(_) => None,
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
        // SMTP replies may quote the recipient; what is stored and logged never does.
        let recipients: Vec<String> = message
            .envelope()
            .to()
            .iter()
            .map(|a| a.to_string())
            .collect();
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
            .map_err(|err| SendError {
                message: without_addresses(&err.message, &recipients),
                ..err
            })
    }
}

/// `text` with every occurrence of `addresses` (in any case) replaced by `<recipient>`.
pub fn without_addresses(text: &str, addresses: &[String]) -> String {
    let mut out = text.to_string();
    for address in addresses.iter().filter(|a| !a.is_empty()) {
        let lower = out.to_lowercase();
        let needle = address.to_lowercase();
        let mut result = String::with_capacity(out.len());
        let mut last = 0;
        // Lower-casing keeps ASCII byte offsets; addresses here are ASCII or the text is left as is.
        if lower.len() == out.len() {
            for (at, _) in lower.match_indices(&needle) {
                result.push_str(&out[last..at]);
                result.push_str("<recipient>");
                last = at + needle.len();
            }
            result.push_str(&out[last..]);
            out = result;
        }
    }
    out
}

/// Removes `.eml` files older than `keep` from `dir` (the embedded mail transport's output).
pub fn purge_mail_files(dir: &std::path::Path, keep: Duration) -> std::io::Result<usize> {
    let cutoff = std::time::SystemTime::now() - keep;
    let mut removed = 0;
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let is_eml = entry.path().extension().is_some_and(|e| e == "eml");
        let old = entry.metadata()?.modified()? < cutoff;
        if is_eml && old {
            std::fs::remove_file(entry.path())?;
            removed += 1;
        }
    }
    Ok(removed)
}

/// Writes atomically (temporary file, then rename) so a reader never sees half a message; one
/// blocking-pool hand-off for the whole file.
async fn write_eml(dir: &std::path::Path, id: &str, bytes: Vec<u8>) -> std::io::Result<String> {
    let path = dir.join(format!("{id}.eml"));
    let tmp = dir.join(format!(".{id}.eml.tmp"));
    tokio::task::spawn_blocking(move || {
        use std::io::Write;
        use std::os::unix::fs::OpenOptionsExt;
        // Readable by the service's user only: it holds a member's journal.
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .mode(0o600)
            .open(&tmp)?;
        file.write_all(&bytes)?;
        std::fs::rename(&tmp, &path)?;
        Ok(path.display().to_string())
    })
    .await
    .map_err(std::io::Error::other)?
}

#[cfg(test)]
mod tests {
    use super::without_addresses;

    #[test]
    fn smtp_errors_lose_the_recipient() {
        let text = "permanent error (550): 5.1.1 <Ruth@Church.org>: user unknown (ruth@church.org)";
        let clean = without_addresses(text, &["ruth@church.org".into()]);
        assert_eq!(
            clean,
            "permanent error (550): 5.1.1 <<recipient>>: user unknown (<recipient>)"
        );
    }
}
