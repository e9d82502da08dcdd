//! Parsing of single settings: dates, the VAPID contact, comma lists.

use anyhow::Result;
use jiff::civil::Date;

/// `PROGRAMME_START_DATE` from the environment, when set (`check-content` reads it too).
pub fn programme_start_date() -> Result<Option<Date>> {
    parse_start_date(
        std::env::var("PROGRAMME_START_DATE")
            .ok()
            .filter(|v| !v.is_empty()),
    )
}

pub(super) fn parse_start_date(value: Option<String>) -> Result<Option<Date>> {
    value
        .map(|v| {
            v.parse::<Date>().map_err(|_| {
                anyhow::anyhow!("PROGRAMME_START_DATE: '{v}' is not a real date written YYYY-MM-DD")
            })
        })
        .transpose()
}

/// A contact push services can reach: `mailto:` a real address or an `https:` URL, never a placeholder.
pub(super) fn vapid_subject(value: &str) -> Result<String> {
    let refuse = || {
        anyhow::anyhow!(
            "VAPID_SUBJECT '{value}' must be a real mailto: address or https: URL of the church (not a placeholder such as example.com or localhost)"
        )
    };
    let host = if let Some(address) = value.strip_prefix("mailto:") {
        let email = crate::domain::RecipientEmail::parse(address).ok_or_else(refuse)?;
        email
            .as_str()
            .rsplit_once('@')
            .map(|(_, domain)| domain.to_ascii_lowercase())
            .ok_or_else(refuse)?
    } else if value.starts_with("https://") {
        url::Url::parse(value)
            .ok()
            .and_then(|u| u.host_str().map(str::to_ascii_lowercase))
            .ok_or_else(refuse)?
    } else {
        return Err(refuse());
    };
    let placeholder = ["example.com", "example.org", "example.net", "localhost"]
        .iter()
        .any(|p| host == *p || host.ends_with(&format!(".{p}")))
        || [".example", ".test", ".invalid", ".local", ".localhost"]
            .iter()
            .any(|tld| host.ends_with(tld));
    if placeholder {
        return Err(refuse());
    }
    Ok(value.to_string())
}

pub(super) fn list(value: Option<String>) -> Vec<String> {
    value
        .map(|v| {
            v.split(',')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(String::from)
                .collect()
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::vapid_subject;

    #[test]
    fn vapid_subject_must_be_a_real_contact() {
        assert!(vapid_subject("mailto:office@gracefellowship.church").is_ok());
        assert!(vapid_subject("https://gracefellowship.church/contact").is_ok());
        for bad in [
            "mailto:you@example.com",
            "mailto:admin@localhost",
            "https://example.org",
            "office@church.org",
            "http://church.org",
            "mailto:x@church.test",
        ] {
            assert!(vapid_subject(bad).is_err(), "{bad}");
        }
    }
}
