//! Finding words in prose: a clock time written out, a phrase standing as whole words.

/// The first clock time written out in `text` (`6:00 PM`, `9 PM`, `5:45pm`).
pub(super) fn literal_time(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_digit() && (i == 0 || !bytes[i - 1].is_ascii_alphanumeric()) {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_digit() || bytes[i] == b':') {
                i += 1;
            }
            let mut j = i;
            while j < bytes.len() && bytes[j] == b' ' {
                j += 1;
            }
            let suffix = text.get(j..j + 2).map(str::to_ascii_uppercase);
            let ends = text
                .as_bytes()
                .get(j + 2)
                .is_none_or(|b| !b.is_ascii_alphanumeric());
            if matches!(suffix.as_deref(), Some("AM" | "PM")) && ends {
                return Some(text[start..j + 2].to_string());
            }
        } else {
            i += 1;
        }
    }
    None
}

/// Whether `needle` stands in `text` as whole words.
pub(super) fn contains_words(text: &str, needle: &str) -> bool {
    let mut from = 0;
    while let Some(at) = text[from..].find(needle).map(|i| i + from) {
        let before = text[..at].chars().next_back();
        let after = text[at + needle.len()..].chars().next();
        if !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric) {
            return true;
        }
        from = at + needle.len();
    }
    false
}
