//! The admin area's start-up pieces: the key its codes are hashed under, and the operator's
//! way back in (`prayer-fast admin sign-in-link EMAIL`).

use anyhow::{Context, Result};

use crate::configuration::Settings;
use crate::secrets::KeyedHash;
use crate::storage::{self, Db, now_ms};

/// The key sign-in codes (and each client's allowance of sign-in mails) are hashed under:
/// derived from `RECIPIENT_KEY` when it is set (so no key is in the database it protects),
/// otherwise made once and shared by every instance through the database.
pub(super) async fn admin_codes_key(db: &Db, settings: &Settings) -> Result<KeyedHash> {
    let key = match settings.recipient_key {
        Some(root) => KeyedHash::new(root).derive("admin-sign-in"),
        None => storage::service_keys::load_or_create(db, "admin-sign-in").await?,
    };
    Ok(KeyedHash::new(key))
}

/// `prayer-fast admin sign-in-link EMAIL`: a one-time sign-in link (15 minutes) for an
/// administrator `ADMIN_EMAILS` names, printed for the operator instead of mailed.
pub async fn admin_sign_in_link(settings: Settings, email: &str) -> Result<String> {
    std::fs::create_dir_all(&settings.data_dir)?;
    let db = storage::open(&settings.database_url)
        .await
        .context("opening the database")?;
    let codes = admin_codes_key(&db, &settings).await?;
    let public_url = settings.public_url_for(settings.port);
    let link = crate::app::admin::operator_link(
        &db,
        &codes,
        &public_url,
        &settings.admin_emails,
        email,
        now_ms(),
    )
    .await;
    db.close().await;
    link
}
