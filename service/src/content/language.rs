//! The member's language: one of the programme's `languages`, negotiated once from what the
//! device says (`Accept-Language`), and where the app's pages are in it.

use serde::{Deserialize, Serialize};

/// A language the programme offers (`en`, `es`), as the member chose it. Stored as its code
/// (`"es"`); read back, a language the church no longer offers is the first.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Language(String);

impl Language {
    /// The language `accept_language` asks for, of those `offered` (the first being the
    /// programme's own): the PWA sends its chosen language (`es`); a browser's whole list
    /// (`es-MX,es;q=0.9,en;q=0.8`) is read in order of preference. Any `es-*` is `es`; no match,
    /// or no header, is the first language.
    pub fn negotiate(accept_language: Option<&str>, offered: &[String]) -> Self {
        let mut asked: Vec<(f32, usize, &str)> = accept_language
            .unwrap_or_default()
            .split(',')
            .enumerate()
            .filter_map(|(order, item)| {
                let mut parts = item.split(';');
                let tag = parts.next()?.trim();
                let quality = parts
                    .filter_map(|p| p.trim().strip_prefix("q="))
                    .find_map(|q| q.trim().parse::<f32>().ok())
                    .unwrap_or(1.0);
                (!tag.is_empty() && quality > 0.0).then_some((quality, order, tag))
            })
            .collect();
        asked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        let primary = |tag: &str| tag.split(['-', '_']).next().unwrap_or(tag).to_lowercase();
        asked
            .iter()
            .find_map(|(_, _, tag)| offered.iter().find(|lang| **lang == primary(tag)))
            .or(offered.first())
            .map_or_else(|| Language("en".into()), |lang| Language(lang.clone()))
    }

    /// A stored or linked code as offered now: the first language when the church no longer
    /// offers it (or never did).
    pub fn offered(code: &str, offered: &[String]) -> Self {
        Self::negotiate(Some(code), offered)
    }

    pub fn code(&self) -> &str {
        &self.0
    }

    /// Whether this is the programme's first language (its pages have no prefix).
    pub fn is_first(&self, offered: &[String]) -> bool {
        offered.first().is_none_or(|first| *first == self.0)
    }

    /// The path of the app's page `path` (`/day/3#morning`, `/safety`, `/`) in this language:
    /// the first language's as it is, every other's under its code (`/es/day/3#morning`,
    /// `/es/safety`, `/es/`). The one rule for every link the service sends.
    pub fn page_path(&self, offered: &[String], path: &str) -> String {
        if self.is_first(offered) {
            path.to_string()
        } else {
            format!("/{}{path}", self.0)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn offered() -> Vec<String> {
        vec!["en".into(), "es".into()]
    }

    #[test]
    fn any_spanish_is_spanish_and_anything_else_the_first_language() {
        let code = |header: Option<&str>| Language::negotiate(header, &offered()).0;
        assert_eq!(code(Some("es")), "es");
        assert_eq!(code(Some("es-MX")), "es");
        assert_eq!(code(Some("ES_ar")), "es");
        assert_eq!(code(Some("fr-FR,es;q=0.5,en;q=0.4")), "es");
        assert_eq!(code(Some("en-US,es;q=0.9")), "en");
        assert_eq!(code(Some("es;q=0.2, en;q=0.8")), "en");
        assert_eq!(code(Some("es;q=0")), "en");
        assert_eq!(code(Some("pt-BR")), "en");
        assert_eq!(code(Some("")), "en");
        assert_eq!(code(None), "en");
        assert_eq!(Language::offered("de", &offered()).0, "en");
    }

    #[test]
    fn only_languages_after_the_first_have_a_prefix() {
        let (en, es) = (Language("en".into()), Language("es".into()));
        assert_eq!(en.page_path(&offered(), "/day/3#morning"), "/day/3#morning");
        assert_eq!(
            es.page_path(&offered(), "/day/3#morning"),
            "/es/day/3#morning"
        );
        assert_eq!(es.page_path(&offered(), "/safety"), "/es/safety");
        assert_eq!(es.page_path(&offered(), "/"), "/es/");
    }
}
