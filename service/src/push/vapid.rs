//! The service's VAPID key pair: from `VAPID_PRIVATE_KEY`, or generated once and kept in `DATA_DIR`.

use std::path::Path;

use anyhow::{Context, Result};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use jwt_simple::prelude::*;

use crate::secrets::Secret;

const KEY_FILE: &str = "vapid-private-key";

#[derive(Clone)]
pub struct VapidKeys {
    /// Base64url raw P-256 private scalar.
    pub private_key: Secret,
    /// Base64url uncompressed public point, as `PushManager.subscribe` wants it.
    pub public_key: String,
}

impl VapidKeys {
    pub fn load_or_create(configured: Option<&Secret>, data_dir: &Path) -> Result<Self> {
        let encoded = match configured {
            Some(key) => key.expose().trim().to_string(),
            None => read_or_generate(&data_dir.join(KEY_FILE))?,
        };
        let raw = URL_SAFE_NO_PAD
            .decode(encoded.trim_end_matches('='))
            .context("VAPID_PRIVATE_KEY is not base64url")?;
        if raw.len() != 32 {
            anyhow::bail!("VAPID_PRIVATE_KEY must be a 32-byte P-256 private key, base64url");
        }
        let pair = ES256KeyPair::from_bytes(&raw)
            .map_err(|_| anyhow::anyhow!("VAPID_PRIVATE_KEY is not a P-256 private key"))?;
        let public_key =
            URL_SAFE_NO_PAD.encode(pair.public_key().public_key().to_bytes_uncompressed());
        Ok(VapidKeys {
            private_key: Secret::new(encoded),
            public_key,
        })
    }
}

fn read_or_generate(path: &Path) -> Result<String> {
    if path.exists() {
        return std::fs::read_to_string(path)
            .map(|s| s.trim().to_string())
            .with_context(|| format!("reading {}", path.display()));
    }
    let encoded = URL_SAFE_NO_PAD.encode(ES256KeyPair::generate().to_bytes());
    let tmp = path.with_extension("tmp");
    write_private(&tmp, &encoded).with_context(|| format!("writing {}", tmp.display()))?;
    std::fs::rename(&tmp, path).with_context(|| format!("writing {}", path.display()))?;
    tracing::info!(path = %path.display(), "generated a VAPID key pair");
    Ok(encoded)
}

#[cfg(unix)]
fn write_private(path: &Path, contents: &str) -> std::io::Result<()> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(path)?;
    file.write_all(contents.as_bytes())?;
    file.sync_all()
}

#[cfg(not(unix))]
fn write_private(path: &Path, contents: &str) -> std::io::Result<()> {
    std::fs::write(path, contents)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_generated_key_is_kept_and_reused() {
        let dir = tempfile::tempdir().unwrap();
        let first = VapidKeys::load_or_create(None, dir.path()).unwrap();
        let again = VapidKeys::load_or_create(None, dir.path()).unwrap();
        assert_eq!(first.public_key, again.public_key);
        assert_eq!(URL_SAFE_NO_PAD.decode(&first.public_key).unwrap().len(), 65);
        let configured = VapidKeys::load_or_create(
            Some(&first.private_key),
            tempfile::tempdir().unwrap().path(),
        )
        .unwrap();
        assert_eq!(configured.public_key, first.public_key);
        assert!(VapidKeys::load_or_create(Some(&Secret::new("nope".into())), dir.path()).is_err());
    }
}
