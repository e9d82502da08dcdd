//! Keys the service makes once and every instance shares, kept in the database.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rand::RngCore;

use super::{Db, with_pool};

/// The 32-byte key `name`: read, or made now (the first instance to write it wins). Reading
/// first lets the service start on a read-only disk once the key exists.
pub async fn load_or_create(db: &Db, name: &str) -> anyhow::Result<[u8; 32]> {
    let read = || async {
        with_pool!(db, |pool| sqlx::query_scalar::<_, String>(
            "SELECT value FROM service_keys WHERE name = $1"
        )
        .bind(name)
        .fetch_optional(pool)
        .await)
    };
    let value = match read().await? {
        Some(value) => value,
        None => {
            let mut fresh = [0u8; 32];
            rand::rng().fill_bytes(&mut fresh);
            with_pool!(db, |pool| {
                sqlx::query(
                "INSERT INTO service_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING"
            )
            .bind(name)
            .bind(URL_SAFE_NO_PAD.encode(fresh))
            .execute(pool)
            .await
            .map(|_| ())
            })?;
            read()
                .await?
                .ok_or_else(|| anyhow::anyhow!("service key {name} was not stored"))?
        }
    };
    let bytes = URL_SAFE_NO_PAD.decode(value)?;
    bytes
        .try_into()
        .map_err(|_| anyhow::anyhow!("service key {name} in the database is not 32 bytes"))
}
