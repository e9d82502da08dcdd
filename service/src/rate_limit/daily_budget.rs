//! A daily budget per client (its address, or its IPv6 /48) that holds across restarts and
//! instances without storing an address: each request is spent in the database under a keyed
//! hash of the client made with the UTC day's key (`storage::client_budgets`), a key the
//! retention job deletes with that day's counts. This instance remembers which clients have
//! spent their budget today, so a flood from one of them is refused without touching the database.

use std::collections::HashSet;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Duration;

use crate::secrets::KeyedHash;
use crate::storage::{Db, client_budgets, now_ms};

/// Spent clients remembered for the day, at most (past this the memory starts again).
const SPENT_REMEMBERED: usize = 100_000;

pub struct DailyBudget {
    db: Db,
    /// The budget's name: a client's hash in one budget says nothing of it in another.
    scope: &'static str,
    per_day: u32,
    /// The UTC day this instance last saw and its key; the clients that spent their budget.
    today: tokio::sync::Mutex<Option<(i64, KeyedHash)>>,
    spent: Mutex<(i64, HashSet<String>)>,
}

impl DailyBudget {
    pub fn new(db: &Db, scope: &'static str, per_day: u32) -> Self {
        DailyBudget {
            db: db.clone(),
            scope,
            per_day,
            today: Default::default(),
            spent: Default::default(),
        }
    }

    /// Spends one of `client`'s requests today; `Err(wait)` until the next UTC day once it has
    /// none left. A database error lets the request through (a limit must not take the
    /// service down with the database).
    pub async fn check(&self, client: IpAddr) -> Result<(), Duration> {
        let now = now_ms();
        let day = client_budgets::day_of(now);
        let wait = Duration::from_millis((client_budgets::day_ends_at(day) - now).max(1) as u64);
        let hash = match self.key(day).await {
            Ok(key) => key.of(&[self.scope, &client.to_string()]),
            Err(err) => return let_through(&err),
        };
        if self.is_spent(day, &hash) {
            return Err(wait);
        }
        match client_budgets::spend(&self.db, day, &hash, self.per_day).await {
            Ok(true) => Ok(()),
            Ok(false) => {
                self.remember_spent(day, hash);
                Err(wait)
            }
            Err(err) => let_through(&err),
        }
    }

    /// Day `day`'s key, read from the database (or made there) once a day.
    async fn key(&self, day: i64) -> sqlx::Result<KeyedHash> {
        let mut today = self.today.lock().await;
        if let Some((_, key)) = today.as_ref().filter(|(known, _)| *known == day) {
            return Ok(key.clone());
        }
        let key = KeyedHash::new(client_budgets::key_of_day(&self.db, day).await?);
        *today = Some((day, key.clone()));
        Ok(key)
    }

    fn is_spent(&self, day: i64, hash: &str) -> bool {
        let spent = self.spent.lock().unwrap_or_else(|e| e.into_inner());
        spent.0 == day && spent.1.contains(hash)
    }

    fn remember_spent(&self, day: i64, hash: String) {
        let mut spent = self.spent.lock().unwrap_or_else(|e| e.into_inner());
        if spent.0 != day || spent.1.len() >= SPENT_REMEMBERED {
            *spent = (day, HashSet::new());
        }
        spent.1.insert(hash);
    }
}

fn let_through(err: &sqlx::Error) -> Result<(), Duration> {
    tracing::warn!(error = %err, "daily budget: could not count (request let through)");
    Ok(())
}
