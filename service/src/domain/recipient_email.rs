use std::fmt;
use std::str::FromStr;

use email_address::EmailAddress;
use serde::{Deserialize, Serialize};

pub const EMAIL_MAX_CHARS: usize = 255;

/// A deliverable-looking address: trimmed, at most 255 characters, valid per RFC 5322's
/// addr-spec (`email_address`), with a dotted domain name (no `a@b`, no IP literals). One mailbox
/// has one spelling: the domain goes through IDNA (UTS 46), so `ｇmail.com`, `𝐠mail.com` and
/// `GMAIL.com` are all `gmail.com`, and an international domain is kept in its ASCII form
/// (`xn--…`), the form it is stored, counted and sent in. The part before `@` must be plain
/// ASCII (look-alike letters there are refused, not guessed at).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct RecipientEmail(String);

impl RecipientEmail {
    pub fn parse(raw: &str) -> Option<Self> {
        let email = raw.trim();
        if email.is_empty() || email.chars().count() > EMAIL_MAX_CHARS {
            return None;
        }
        if email.chars().any(|c| {
            c.is_whitespace() || c.is_control() || matches!(c, '<' | '>' | '"' | '(' | ')')
        }) {
            return None;
        }
        let (local, domain) = email.rsplit_once('@')?;
        if !local.is_ascii() {
            return None;
        }
        let domain = ascii_domain(domain)?;
        let email = format!("{local}@{domain}");
        if email.len() > EMAIL_MAX_CHARS {
            return None;
        }
        let parsed = EmailAddress::from_str(&email).ok()?;
        let domain = parsed.domain();
        let labels: Vec<&str> = domain.split('.').collect();
        let dotted = labels.len() >= 2 && labels.iter().all(|l| !l.is_empty());
        let is_literal = domain.starts_with('[');
        let tld_ok = labels
            .last()
            .is_some_and(|tld| tld.chars().any(|c| c.is_alphabetic()));
        (dotted && !is_literal && tld_ok).then(|| RecipientEmail(email.clone()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The domain as IDNA (UTS 46) maps it, in ASCII: lower case, compatibility forms folded,
/// international labels in punycode; `None` for what cannot be a host name.
fn ascii_domain(domain: &str) -> Option<String> {
    use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};
    let ascii = Uts46::new()
        .to_ascii(
            domain.as_bytes(),
            AsciiDenyList::STD3,
            Hyphens::CheckFirstLast,
            DnsLength::Verify,
        )
        .ok()?;
    Some(ascii.into_owned())
}

impl TryFrom<String> for RecipientEmail {
    type Error = String;

    fn try_from(value: String) -> Result<Self, Self::Error> {
        RecipientEmail::parse(&value).ok_or_else(|| "not a valid e-mail address".to_string())
    }
}

impl From<RecipientEmail> for String {
    fn from(value: RecipientEmail) -> Self {
        value.0
    }
}

impl fmt::Display for RecipientEmail {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_ordinary_addresses_trimmed() {
        assert_eq!(
            RecipientEmail::parse("  member@example.org ")
                .unwrap()
                .as_str(),
            "member@example.org"
        );
        assert!(RecipientEmail::parse("first.last+fast@mail.church.co.uk").is_some());
    }

    #[test]
    fn look_alike_domains_are_one_domain_in_ascii() {
        for spelling in [
            "naomi@ｇmail.com",
            "naomi@gｍail.com",
            "naomi@𝐠mail.com",
            "naomi@GMAIL.COM",
            "naomi@ｇｍａｉｌ．ｃｏｍ",
        ] {
            assert_eq!(
                RecipientEmail::parse(spelling).unwrap().as_str(),
                "naomi@gmail.com",
                "{spelling}"
            );
        }
        assert_eq!(
            RecipientEmail::parse("ruth@bücher.example")
                .unwrap()
                .as_str(),
            "ruth@xn--bcher-kva.example"
        );
        // Look-alike letters before the @ are refused rather than guessed at.
        for refused in [
            "ｎaomi@gmail.com",
            "nаomi@gmail.com",
            "naomi@gmail..com",
            "naomi@-gmail.com",
        ] {
            assert!(RecipientEmail::parse(refused).is_none(), "{refused}");
        }
    }

    #[test]
    fn refuses_what_cannot_be_delivered_or_injects() {
        let long = format!("{}@example.org", "a".repeat(250));
        for bad in [
            "",
            "   ",
            "no-at-sign",
            "a@b",
            "a@b.",
            "a@.org",
            "a@[127.0.0.1]",
            "a@1.2.3.4",
            "a b@example.org",
            "member@example.org\r\nBcc: victim@example.org",
            "Name <member@example.org>",
            long.as_str(),
        ] {
            assert!(
                RecipientEmail::parse(bad).is_none(),
                "{bad:?} should be refused"
            );
        }
    }
}
