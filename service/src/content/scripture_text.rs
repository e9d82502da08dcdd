//! Scripture as members read it. Content keeps each passage verbatim (the scripture check
//! compares it with the Bible), but the Reina-Valera 1909 prints a chapter's first words in
//! capitals ("AMO á Jehová", "¡CUÁN amables"): shown, those words are in sentence case. The one
//! rule is this function; the app applies the same one (`pwa/src/content/scripture-display.ts`,
//! `sentenceCase`), and both are tested against `pwa/build/scripture-case.fixture.json`.

use super::model::{DayGuide, Scripture};

/// Characters that may stand before a passage's first word.
const OPENING_MARKS: [char; 7] = ['¡', '¿', '(', '«', '“', '"', '\''];

/// `text` with its opening words in capitals (after any opening mark) in sentence case: "AMO á
/// Jehová" → "Amo á Jehová", "A TODOS los sedientos" → "A todos los sedientos". A passage with
/// no word of two or more capitals at its opening, or nothing in lower case after it (an
/// inscription), is left as it is.
pub fn sentence_case(text: &str) -> String {
    let start = text
        .char_indices()
        .find(|(_, c)| !OPENING_MARKS.contains(c))
        .map_or(text.len(), |(at, _)| at);
    let rest = &text[start..];
    // The opening words in capitals, one space apart; punctuation after one ends the run.
    let (mut offset, mut caps_end, mut long_word) = (0, 0, false);
    for word in rest.split(' ') {
        let letters: usize = word
            .chars()
            .take_while(|c| c.is_alphabetic())
            .map(char::len_utf8)
            .sum();
        let head = &word[..letters];
        if head.is_empty() || !head.chars().all(char::is_uppercase) {
            break;
        }
        long_word |= head.chars().count() >= 2;
        caps_end = offset + letters;
        if letters < word.len() {
            break;
        }
        offset += word.len() + 1;
    }
    let (caps, after) = rest.split_at(caps_end);
    if !long_word || !after.chars().any(char::is_lowercase) {
        return text.to_string();
    }
    let lower = caps.to_lowercase();
    let mut chars = lower.chars();
    let first: String = chars
        .next()
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default();
    format!("{}{first}{}{after}", &text[..start], chars.as_str())
}

fn show(scripture: &mut Scripture) {
    scripture.text = sentence_case(&scripture.text);
}

/// `guide`'s passages as members read them (the loader applies it to every language's days).
pub(super) fn shown(mut guide: DayGuide) -> DayGuide {
    show(&mut guide.anchor_scripture);
    for slot in guide
        .slots
        .iter_mut()
        .chain(std::iter::once(&mut guide.close))
    {
        if let Some(scripture) = &mut slot.scripture {
            show(scripture);
        }
    }
    guide
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shared_fixture_reads_in_sentence_case() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../pwa/build/scripture-case.fixture.json");
        let fixture: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        for case in fixture["cases"].as_array().unwrap() {
            let (stored, shown) = (case[0].as_str().unwrap(), case[1].as_str().unwrap());
            assert_eq!(sentence_case(stored), shown, "{stored}");
        }
    }
}
