//! Secrets: configured values that never reach a log ([`Secret`]), the random tokens the service
//! hands out ([`Token`]) and what it stores instead of them ([`TokenHash`]), and the keyed hash
//! of a short secret or an identifier that a plain hash would give away ([`KeyedHash`]).

use std::fmt;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, Mac};
use rand::RngCore;
use sha2::{Digest, Sha256};

/// A configured value that must never reach a log: its Debug output is redacted.
#[derive(Clone)]
pub struct Secret(String);

impl Secret {
    pub fn new(value: String) -> Self {
        Secret(value)
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(…)")
    }
}

/// A bearer token or a link's secret: 32 random bytes, base64url. Given out once, never stored.
pub struct Token(String);

impl Token {
    pub fn new() -> Self {
        let mut bytes = [0u8; 32];
        rand::rng().fill_bytes(&mut bytes);
        Token(URL_SAFE_NO_PAD.encode(bytes))
    }

    pub fn hash(&self) -> TokenHash {
        TokenHash::of(&self.0)
    }

    /// The token itself, for the answer that hands it out.
    pub fn into_string(self) -> String {
        self.0
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Default for Token {
    fn default() -> Self {
        Self::new()
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token(…)")
    }
}

/// What is stored instead of a token: its SHA-256, in hex.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TokenHash(String);

impl TokenHash {
    /// The hash of a token as presented by a client.
    pub fn of(token: &str) -> Self {
        TokenHash(format!("{:x}", Sha256::digest(token.as_bytes())))
    }

    /// A hash read back from storage.
    pub fn stored(hex: String) -> Self {
        TokenHash(hex)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `presented` is the token this is the hash of, in constant time.
    pub fn matches(&self, presented: &str) -> bool {
        constant_time_eq(TokenHash::of(presented).0.as_bytes(), self.0.as_bytes())
    }
}

/// HMAC-SHA-256 under a key the service keeps (`storage::service_keys`): what is stored instead
/// of a value too short or too guessable for a plain hash (a 6-digit code, a client's address),
/// so that reading the database alone does not give it back.
#[derive(Clone)]
pub struct KeyedHash([u8; 32]);

impl KeyedHash {
    pub fn new(key: [u8; 32]) -> Self {
        KeyedHash(key)
    }

    /// The hash of `parts`, each ended by a NUL (so no two lists of parts run together), in hex.
    pub fn of(&self, parts: &[&str]) -> String {
        format!("{:x}", self.mac(parts))
    }

    /// A key of its own for `purpose`, derived from this one.
    pub fn derive(&self, purpose: &str) -> [u8; 32] {
        self.mac(&[purpose]).into()
    }

    fn mac(&self, parts: &[&str]) -> hmac::digest::Output<Sha256> {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.0).expect("any key length");
        for part in parts {
            mac.update(part.as_bytes());
            mac.update(&[0]);
        }
        mac.finalize().into_bytes()
    }
}

impl fmt::Debug for KeyedHash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("KeyedHash(…)")
    }
}

/// Equal, in time that depends only on the lengths.
pub fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_matches_its_hash_and_nothing_else() {
        let token = Token::new();
        let hash = token.hash();
        assert!(hash.matches(token.as_str()));
        assert!(!hash.matches("guess"));
        assert_ne!(Token::new().as_str(), token.as_str());
        assert_eq!(format!("{token:?}"), "Token(…)");
    }

    #[test]
    fn a_keyed_hash_depends_on_the_key_and_on_where_the_parts_end() {
        let (one, other) = (KeyedHash::new([1; 32]), KeyedHash::new([2; 32]));
        assert_eq!(one.of(&["id", "123456"]), one.of(&["id", "123456"]));
        assert_ne!(one.of(&["id", "123456"]), other.of(&["id", "123456"]));
        assert_ne!(one.of(&["id1", "23456"]), one.of(&["id", "123456"]));
        let plain = format!("{:x}", Sha256::digest(b"id\x00123456\x00"));
        assert_ne!(one.of(&["id", "123456"]), plain, "not the plain hash");
        assert_eq!(format!("{one:?}"), "KeyedHash(…)");
    }
}
