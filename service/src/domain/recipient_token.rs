//! What identifies a recipient and a device's confirmation of it.
//!
//! - The keyed hash a mailbox is stored and counted under ([`RecipientKeys::mailbox_key`]), with
//!   one key every instance shares: never the address itself.
//! - The token a device holds for one address ([`DeviceToken`]): `r2.{confirmation id}.{secret}`,
//!   random, stored only as a hash on its confirmation row. It is the device's open request while
//!   the confirmation waits and its proof once confirmed; deleting the row ends it. No key can
//!   forge one, and an old token never becomes a new right.

use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::secrets::{Token, TokenHash};

/// The longest token a request may carry.
pub const RECIPIENT_TOKEN_MAX_CHARS: usize = 512;

/// How every device token begins (the link page finds a link's token by it and the link's id).
pub const DEVICE_TOKEN_PREFIX: &str = "r2.";

/// Where the guide keeps its tokens in the browser (`localStorage`, address → token): the PWA
/// and the confirmation link's page read the same key.
pub const DEVICE_TOKENS_STORE: &str = "prayer-fast:v1:recipient-tokens";

#[derive(Clone)]
pub struct RecipientKeys {
    key: [u8; 32],
}

impl RecipientKeys {
    pub fn new(key: [u8; 32]) -> Self {
        RecipientKeys { key }
    }

    /// The keyed hash a normalised mailbox is stored and counted under (never the address).
    pub fn mailbox_key(&self, mailbox: &str) -> String {
        self.keyed(&[b"mailbox\0", mailbox.as_bytes()])
    }

    /// What confirmation `id`'s mailed code is stored as: keyed, so the database alone does not
    /// give the code away (a six-digit code under a plain hash is found by trying them all).
    pub fn code_hash(&self, id: &str, code: &str) -> String {
        self.keyed(&[b"code\0", id.as_bytes(), b"\0", code.as_bytes()])
    }

    /// The signature in guide subscription `id`'s unsubscribe link: nothing stored, and only the
    /// service can make one (32 hex digits).
    pub fn unsubscribe_signature(&self, id: &str) -> String {
        let mut full = self.keyed(&[b"unsubscribe\0", id.as_bytes()]);
        full.truncate(32);
        full
    }

    /// HMAC-SHA-256 of `parts` under the key, in hex.
    fn keyed(&self, parts: &[&[u8]]) -> String {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.key).expect("any key length");
        for part in parts {
            mac.update(part);
        }
        mac.finalize()
            .into_bytes()
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }
}

/// A device's token for one confirmation, as it presents it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeviceToken {
    /// The confirmation row it belongs to.
    pub confirmation_id: String,
    /// The hash stored on that row.
    pub hash: TokenHash,
}

impl DeviceToken {
    /// A new token for confirmation `id`: the string the device keeps, and what the row stores.
    pub fn issue(id: &str) -> (String, TokenHash) {
        let secret = Token::new();
        let hash = secret.hash();
        (
            format!("{DEVICE_TOKEN_PREFIX}{id}.{}", secret.as_str()),
            hash,
        )
    }

    /// Reads a presented token; `None` for anything not of this form (older forms included).
    pub fn read(token: &str) -> Option<DeviceToken> {
        let (id, secret) = token.strip_prefix(DEVICE_TOKEN_PREFIX)?.split_once('.')?;
        let plain = |s: &str| {
            !s.is_empty()
                && s.len() <= 64
                && s.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        };
        (plain(id) && plain(secret)).then(|| DeviceToken {
            confirmation_id: id.to_string(),
            hash: TokenHash::of(secret),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mailbox_keys_hide_the_address_and_depend_on_the_key() {
        let keys = RecipientKeys::new([7; 32]);
        let mine = keys.mailbox_key("ruth@church.org");
        assert_ne!(mine, keys.mailbox_key("naomi@church.org"));
        assert_eq!(mine.len(), 64);
        assert!(!mine.contains("ruth"));
        assert_ne!(
            mine,
            RecipientKeys::new([8; 32]).mailbox_key("ruth@church.org")
        );
    }

    #[test]
    fn a_code_is_stored_under_the_key_bound_to_its_request() {
        let keys = RecipientKeys::new([7; 32]);
        let stored = keys.code_hash("abc-123", "042917");
        assert_eq!(stored, keys.code_hash("abc-123", "042917"));
        assert_ne!(
            stored,
            keys.code_hash("abc-124", "042917"),
            "another request"
        );
        assert_ne!(stored, keys.code_hash("abc-123", "042918"), "another code");
        assert_ne!(
            stored,
            keys.mailbox_key("abc-123\x00042917"),
            "never a mailbox's key"
        );
        assert_ne!(
            stored,
            RecipientKeys::new([8; 32]).code_hash("abc-123", "042917"),
            "another key"
        );
        let plain = crate::secrets::TokenHash::of("abc-123:042917");
        assert_ne!(stored, plain.as_str(), "not the plain hash stored before");
    }

    #[test]
    fn a_token_reads_back_as_its_row_and_hash_and_nothing_else_reads() {
        let (token, hash) = DeviceToken::issue("abc-123");
        let read = DeviceToken::read(&token).unwrap();
        assert_eq!(read.confirmation_id, "abc-123");
        assert_eq!(read.hash, hash);
        let (other, _) = DeviceToken::issue("abc-123");
        assert_ne!(
            DeviceToken::read(&other).unwrap().hash,
            hash,
            "each token is new"
        );
        for junk in [
            "",
            "r2.",
            "r2..",
            "r2.abc",
            "r2.abc.",
            "p1.AAAA",
            "c1.abc.AAAA",
            "r2.a/b.c",
            "x",
        ] {
            assert_eq!(DeviceToken::read(junk), None, "{junk}");
        }
    }
}
