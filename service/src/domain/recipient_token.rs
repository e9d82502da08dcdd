//! What the service signs about recipients, with one key kept in the database (shared by every
//! instance): the keyed hash a mailbox is counted under, the proof a device keeps once it has
//! confirmed an address, and the claim it keeps while a confirmation waits.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, Mac};
use sha2::Sha256;

/// The longest token a request may carry.
pub const RECIPIENT_TOKEN_MAX_CHARS: usize = 512;

#[derive(Clone)]
pub struct RecipientKeys {
    key: [u8; 32],
}

/// A token from a request, checked against the mailbox it came with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecipientToken {
    /// This device confirmed this mailbox.
    Proof,
    /// This device asked to confirm an address; the confirmation's id.
    Claim(String),
    /// Absent, forged, or for another mailbox.
    None,
}

impl RecipientKeys {
    pub fn new(key: [u8; 32]) -> Self {
        RecipientKeys { key }
    }

    fn mac(&self, purpose: &str, value: &str) -> [u8; 32] {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.key).expect("any key length");
        mac.update(purpose.as_bytes());
        mac.update(b"\0");
        mac.update(value.as_bytes());
        mac.finalize().into_bytes().into()
    }

    /// The keyed hash a normalised mailbox is stored and counted under (never the address).
    pub fn mailbox_key(&self, mailbox: &str) -> String {
        self.mac("mailbox", mailbox)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }

    /// The proof a device keeps once it confirmed the mailbox.
    pub fn proof(&self, mailbox_key: &str) -> String {
        format!(
            "p1.{}",
            URL_SAFE_NO_PAD.encode(self.mac("proof", mailbox_key))
        )
    }

    /// The claim a device keeps while the confirmation `id` of `mailbox_key` waits.
    pub fn claim(&self, id: &str, mailbox_key: &str) -> String {
        let sig = self.mac("claim", &format!("{id}\0{mailbox_key}"));
        format!("c1.{id}.{}", URL_SAFE_NO_PAD.encode(sig))
    }

    /// Reads a request's token for the mailbox it was sent with, in constant time.
    pub fn read(&self, token: Option<&str>, mailbox_key: &str) -> RecipientToken {
        let Some(token) = token else {
            return RecipientToken::None;
        };
        let same = |a: &str, b: &str| crate::secrets::constant_time_eq(a.as_bytes(), b.as_bytes());
        if token.starts_with("p1.") && same(token, &self.proof(mailbox_key)) {
            return RecipientToken::Proof;
        }
        if let Some(rest) = token.strip_prefix("c1.")
            && let Some((id, _)) = rest.split_once('.')
            && same(token, &self.claim(id, mailbox_key))
        {
            return RecipientToken::Claim(id.to_string());
        }
        RecipientToken::None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_hold_only_for_their_mailbox_and_key() {
        let keys = RecipientKeys::new([7; 32]);
        let mine = keys.mailbox_key("ruth@church.org");
        let other = keys.mailbox_key("naomi@church.org");
        assert_ne!(mine, other);
        assert_eq!(mine.len(), 64);
        assert!(!mine.contains("ruth"));

        let proof = keys.proof(&mine);
        assert_eq!(keys.read(Some(&proof), &mine), RecipientToken::Proof);
        assert_eq!(keys.read(Some(&proof), &other), RecipientToken::None);
        let claim = keys.claim("abc", &mine);
        assert_eq!(
            keys.read(Some(&claim), &mine),
            RecipientToken::Claim("abc".into())
        );
        assert_eq!(keys.read(Some(&claim), &other), RecipientToken::None);
        // Another id with the first signature, another key, or junk: nothing.
        let forged = claim.replace("c1.abc.", "c1.abd.");
        assert_eq!(keys.read(Some(&forged), &mine), RecipientToken::None);
        let stranger = RecipientKeys::new([8; 32]);
        assert_eq!(stranger.read(Some(&proof), &mine), RecipientToken::None);
        for junk in ["", "p1.", "c1.", "c1..", "p1.AAAA", "x"] {
            assert_eq!(keys.read(Some(junk), &mine), RecipientToken::None, "{junk}");
        }
        assert_eq!(keys.read(None, &mine), RecipientToken::None);
    }
}
