//! The church's own names, which prose must not write out (it writes `{church}`, `{pastor}` …),
//! and the titles a pastor may be given.

use super::words::contains_words;
use crate::content::model::Programme;

/// The names prose must not write out: the church (in full, and without a last word such as
/// `Church`) and the pastor (in full, and `Pastor` with either name).
pub(super) fn literal_names(programme: &Programme) -> Vec<(String, &'static str)> {
    let mut names = Vec::new();
    let church = programme.church.trim();
    if !church.is_empty() {
        names.push((church.to_string(), "{church}"));
        if let Some((short, last)) = church.rsplit_once(' ')
            && ["church", "chapel", "fellowship", "assembly", "parish"]
                .contains(&last.to_lowercase().as_str())
            && short.split_whitespace().count() >= 1
            && short.len() >= 6
        {
            names.push((short.to_string(), "{church}"));
        }
    }
    let pastor = programme.pastor.trim();
    if !pastor.is_empty() {
        names.push((pastor.to_string(), "{pastor}"));
        for part in pastor.split_whitespace().filter(|p| p.len() > 1) {
            for title in pastor_titles(programme) {
                names.push((format!("{title} {part}"), "{pastorTitle} {pastor}"));
            }
        }
    }
    let watch = programme.prayer_watch.iter();
    let written = watch.flat_map(|watch| {
        [
            (watch.title.trim(), "{watchTitle}"),
            (watch.place.trim(), "{watchPlace}"),
            (watch.online.trim(), "{watchOnline}"),
        ]
    });
    for (literal, placeholder) in written {
        if literal.chars().count() >= 6 {
            names.push((literal.to_string(), placeholder));
        }
    }
    names
}

/// The titles prose must not write before `{pastor}`: the programme's own and the usual ones.
fn pastor_titles(programme: &Programme) -> Vec<&str> {
    let mut titles = vec![programme.pastor_title.trim()];
    for usual in ["Pastor", "Pastora", "Rev.", "Reverend"] {
        if !titles.contains(&usual) {
            titles.push(usual);
        }
    }
    titles.retain(|t| !t.is_empty());
    titles
}

/// A title typed before `{pastor}` (`Pastor {pastor}`, `el pastor {pastor}`) in `lower` (the
/// text in lower case), as the programme writes the title.
pub(super) fn titled_pastor(lower: &str, programme: &Programme) -> Option<String> {
    pastor_titles(programme)
        .into_iter()
        .find(|title| contains_words(lower, &format!("{} {{pastor}}", title.to_lowercase())))
        .map(str::to_string)
}
