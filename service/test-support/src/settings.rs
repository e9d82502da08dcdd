//! Settings the suites start the service with, as `(name, value)` pairs.

/// `base` with `more` (later settings win).
pub fn with<'a>(
    base: &[(&'a str, &'a str)],
    more: &[(&'a str, &'a str)],
) -> Vec<(&'a str, &'a str)> {
    [base, more].concat()
}

/// Mail to `smtp_url` for addresses the sending device has confirmed; forwarded addresses are
/// believed from loopback, so one test can play many clients.
pub fn confirming(smtp_url: &str) -> [(&'static str, &str); 3] {
    [
        ("SMTP_URL", smtp_url),
        ("SUMMARY_CONFIRM_RECIPIENTS", "on"),
        ("TRUSTED_PROXIES", "127.0.0.1"),
    ]
}
