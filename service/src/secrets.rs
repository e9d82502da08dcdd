//! Secrets: configured values that never reach a log ([`Secret`]), the random tokens the service
//! hands out ([`Token`]) and what it stores instead of them ([`TokenHash`]).

use std::fmt;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
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
}
