//! DKIM signing of every mail the service sends, when the church configures a key
//! (`DKIM_DOMAIN`, `DKIM_SELECTOR`, `DKIM_PRIVATE_KEY_FILE`; docs/e-mail.md gives the DNS record
//! to publish). lettre signs; this only reads the settings into its configuration.

use anyhow::{Context, Result};
use lettre::message::dkim::{
    DkimCanonicalization, DkimCanonicalizationType, DkimConfig, DkimSigningAlgorithm,
    DkimSigningKey,
};
use lettre::message::header::HeaderName;

pub use crate::configuration::DkimSettings;

/// The headers signed: who, what and when, and the list headers a one-click unsubscribe
/// relies on (RFC 8058 asks that they be signed).
/// (Not the top-level Content-Type: lettre writes a multipart's with its body, after signing.)
const SIGNED: [&str; 8] = [
    "From",
    "To",
    "Subject",
    "Date",
    "Message-ID",
    "MIME-Version",
    "List-Unsubscribe",
    "List-Unsubscribe-Post",
];

/// lettre's signing configuration for `settings`; an error names what is wrong with the key
/// (never the key).
pub fn dkim_signer(settings: &DkimSettings) -> Result<DkimConfig> {
    let key = DkimSigningKey::new(settings.private_key.expose().trim(), settings.algorithm)
        .map_err(|_| anyhow::anyhow!("the DKIM private key could not be read"))
        .context(match settings.algorithm {
            DkimSigningAlgorithm::Rsa => {
                "DKIM_PRIVATE_KEY_FILE must hold an RSA key in PKCS#1 PEM (BEGIN RSA PRIVATE KEY)"
            }
            DkimSigningAlgorithm::Ed25519 => {
                "DKIM_PRIVATE_KEY_FILE must hold an Ed25519 key's 32 bytes in base64"
            }
        })?;
    Ok(DkimConfig::new(
        settings.selector.clone(),
        settings.domain.clone(),
        key,
        SIGNED
            .iter()
            .map(|h| HeaderName::new_from_ascii_str(h))
            .collect(),
        DkimCanonicalization {
            header: DkimCanonicalizationType::Relaxed,
            body: DkimCanonicalizationType::Relaxed,
        },
    ))
}
