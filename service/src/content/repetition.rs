//! Checks across the whole programme's prose: a sentence of 10 or more words on more than two
//! days, two sentences on different days sharing 80% of their words, and the reading load (the
//! median day and the longest).

use std::collections::{BTreeMap, BTreeSet, HashMap};

use super::model::{DayGuide, WaysOfFasting};
use super::prose;

/// A sentence this long (in words) may stand on at most [`MAX_DAYS_PER_SENTENCE`] days.
pub const REPEATED_SENTENCE_WORDS: usize = 10;
pub const MAX_DAYS_PER_SENTENCE: usize = 2;
/// Two sentences on different days sharing this share of their words (of the longer one) are
/// one sentence said twice.
pub const SIMILAR_SHARE: f64 = 0.8;
/// Sentences shorter than this are not compared for likeness ("Amen.", "Go gently.").
pub const SIMILAR_MIN_WORDS: usize = 8;

/// The most words a day may have, scripture included.
pub const DAY_WORD_BUDGET: usize = 1_150;
/// The most words the median day may have.
pub const MEDIAN_WORD_BUDGET: usize = 1_000;

/// One problem: the day, the field, the message.
pub(super) type DayProblem = (u16, String, String);

struct Sentence<'a> {
    day: u16,
    field: String,
    text: &'a str,
    words: Vec<String>,
}

/// The sentences of every day's prose (not the WEB's text or references).
fn sentences(days: &BTreeMap<u16, DayGuide>) -> Vec<Sentence<'_>> {
    let mut out = Vec::new();
    for (day, guide) in days {
        for (field, text) in prose::texts(guide) {
            if prose::is_scripture_text(&field) || field.ends_with(".reference") {
                continue;
            }
            for sentence in split_sentences(text) {
                let words = words(sentence);
                if !words.is_empty() {
                    out.push(Sentence {
                        day: *day,
                        field: field.clone(),
                        text: sentence,
                        words,
                    });
                }
            }
        }
    }
    out
}

/// `text` cut after each `.`, `!` or `?` (and any closing quote) that a space or the end follows.
pub(super) fn split_sentences(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    for (i, &(at, c)) in chars.iter().enumerate() {
        if !matches!(c, '.' | '!' | '?') {
            continue;
        }
        let mut j = i + 1;
        while chars
            .get(j)
            .is_some_and(|(_, c)| matches!(c, '”' | '"' | '’' | '\'' | ')'))
        {
            j += 1;
        }
        if chars.get(j).is_none_or(|(_, c)| c.is_whitespace()) {
            let end = chars.get(j).map_or(text.len(), |(at, _)| *at);
            let sentence = text[start..end].trim();
            if !sentence.is_empty() {
                out.push(sentence);
            }
            start = end;
        }
        let _ = at;
    }
    let rest = text[start..].trim();
    if !rest.is_empty() {
        out.push(rest);
    }
    out
}

/// The words of a sentence, lower case, apostrophes kept inside words.
fn words(sentence: &str) -> Vec<String> {
    sentence
        .split(|c: char| !(c.is_alphanumeric() || c == '’' || c == '\''))
        .map(|w| w.trim_matches(|c| c == '’' || c == '\'').to_lowercase())
        .filter(|w| !w.is_empty())
        .collect()
}

fn quote(text: &str) -> String {
    let short: String = text.chars().take(90).collect();
    if short.len() < text.len() {
        format!("'{short}…'")
    } else {
        format!("'{short}'")
    }
}

/// Sentences of 10 or more words standing on more than two days: reported at each place after
/// the second day's, naming the days.
pub(super) fn repeated_sentences(days: &BTreeMap<u16, DayGuide>) -> Vec<DayProblem> {
    let all = sentences(days);
    let mut by_text: HashMap<String, Vec<&Sentence>> = HashMap::new();
    for s in all
        .iter()
        .filter(|s| s.words.len() >= REPEATED_SENTENCE_WORDS)
    {
        by_text.entry(s.words.join(" ")).or_default().push(s);
    }
    let mut found = Vec::new();
    for places in by_text.values() {
        let on: BTreeSet<u16> = places.iter().map(|s| s.day).collect();
        if on.len() <= MAX_DAYS_PER_SENTENCE {
            continue;
        }
        let allowed: Vec<u16> = on.iter().copied().take(MAX_DAYS_PER_SENTENCE).collect();
        let list = on.iter().map(u16::to_string).collect::<Vec<_>>().join(", ");
        for s in places.iter().filter(|s| !allowed.contains(&s.day)) {
            found.push((
                s.day,
                s.field.clone(),
                format!(
                    "the sentence {} stands on {} days ({list}); a sentence of {REPEATED_SENTENCE_WORDS} or more words may stand on at most {MAX_DAYS_PER_SENTENCE}: say it this day's own way",
                    quote(s.text),
                    on.len()
                ),
            ));
        }
    }
    found.sort();
    found
}

/// Two different sentences on different days sharing 80% or more of their words (of the longer
/// one): reported at the later, naming the earlier.
pub(super) fn similar_sentences(days: &BTreeMap<u16, DayGuide>) -> Vec<DayProblem> {
    let all = sentences(days);
    let mut order: Vec<usize> = (0..all.len())
        .filter(|&i| all[i].words.len() >= SIMILAR_MIN_WORDS)
        .collect();
    order.sort_by_key(|&i| all[i].words.len());
    let bags = bags(&all, &order);
    let mut found = Vec::new();
    let mut reported = BTreeSet::new();
    for (n, m) in candidate_pairs(&bags) {
        let (a, b) = (order[n], order[m]);
        let (la, lb) = (bags[n].len(), bags[m].len());
        if (la as f64) < SIMILAR_SHARE * lb as f64
            || all[a].day == all[b].day
            || all[a].words == all[b].words
        {
            continue;
        }
        let share = shared_count(&bags[n], &bags[m]) as f64 / la.max(lb) as f64;
        if share < SIMILAR_SHARE {
            continue;
        }
        let (first, later) = if (all[a].day, &all[a].field) < (all[b].day, &all[b].field) {
            (&all[a], &all[b])
        } else {
            (&all[b], &all[a])
        };
        if reported.insert((later.day, later.field.clone(), first.day)) {
            found.push((
                later.day,
                later.field.clone(),
                format!(
                    "the sentence {} shares {:.0}% of its words with day {} ({}): {}; say it this day's own way",
                    quote(later.text),
                    share * 100.0,
                    first.day,
                    first.field,
                    quote(first.text)
                ),
            ));
        }
    }
    found.sort();
    found
}

/// Each sentence of `order` as a sorted set of word tokens: a word's k-th use in the sentence is
/// its own token, so two sets share as many tokens as the sentences share words (as multisets).
fn bags(all: &[Sentence], order: &[usize]) -> Vec<Vec<u32>> {
    let mut ids: HashMap<(&str, u32), u32> = HashMap::new();
    order
        .iter()
        .map(|&i| {
            let mut uses: HashMap<&str, u32> = HashMap::new();
            let mut bag: Vec<u32> = all[i]
                .words
                .iter()
                .map(|w| {
                    let k = uses.entry(w.as_str()).or_default();
                    *k += 1;
                    let next = ids.len() as u32;
                    *ids.entry((w.as_str(), *k)).or_insert(next)
                })
                .collect();
            bag.sort_unstable();
            bag
        })
        .collect()
}

/// The pairs `(n, m)`, `n < m`, that may share 80% of their words, in order (prefix filtering:
/// with tokens ranked rarest first, two sets sharing at least `t` tokens share one among the
/// first `len - t + 1` of each, and `t` is at least 80% of either length).
fn candidate_pairs(bags: &[Vec<u32>]) -> Vec<(usize, usize)> {
    let mut frequency: HashMap<u32, u32> = HashMap::new();
    for token in bags.iter().flatten() {
        *frequency.entry(*token).or_default() += 1;
    }
    let mut seen_in: HashMap<u32, Vec<usize>> = HashMap::new();
    let mut pairs = Vec::new();
    for (m, bag) in bags.iter().enumerate() {
        let mut ranked = bag.clone();
        ranked.sort_unstable_by_key(|t| (frequency[t], *t));
        let least_shared = (SIMILAR_SHARE * bag.len() as f64).floor() as usize;
        for token in &ranked[..(bag.len() + 1).saturating_sub(least_shared).min(bag.len())] {
            let earlier = seen_in.entry(*token).or_default();
            pairs.extend(earlier.iter().map(|&n| (n, m)));
            earlier.push(m);
        }
    }
    pairs.sort_unstable();
    pairs.dedup();
    pairs
}

fn shared_count(a: &[u32], b: &[u32]) -> usize {
    let (mut i, mut j, mut n) = (0, 0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                n += 1;
                i += 1;
                j += 1;
            }
        }
    }
    n
}

/// The words a member reads each day, and the median and longest day.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadingLoad {
    pub per_day: BTreeMap<u16, usize>,
    pub median: usize,
    pub max: usize,
    pub max_day: u16,
}

impl ReadingLoad {
    /// The load of `days`, each day counted for the member who reads the most in it: its own
    /// words, the three health tips of their way of fasting (`ways`) and its food tips on a way
    /// that fasts from food.
    pub(super) fn of(days: &BTreeMap<u16, DayGuide>, ways: &WaysOfFasting) -> Self {
        let per_day: BTreeMap<u16, usize> = days
            .iter()
            .map(|(day, guide)| (*day, prose::word_count(guide, ways)))
            .collect();
        let mut counts: Vec<usize> = per_day.values().copied().collect();
        counts.sort_unstable();
        let median = match counts.len() {
            0 => 0,
            n if n % 2 == 1 => counts[n / 2],
            n => (counts[n / 2 - 1] + counts[n / 2]).div_ceil(2),
        };
        let (max_day, max) = per_day
            .iter()
            .max_by_key(|(day, words)| (**words, std::cmp::Reverse(**day)))
            .map_or((0, 0), |(d, w)| (*d, *w));
        ReadingLoad {
            per_day,
            median,
            max,
            max_day,
        }
    }

    /// Days over the budget (at the day), and a median over its budget (on the programme).
    pub(super) fn problems(&self) -> (Vec<DayProblem>, Option<String>) {
        let days = self
            .per_day
            .iter()
            .filter(|(_, words)| **words > DAY_WORD_BUDGET)
            .map(|(day, words)| {
                (
                    *day,
                    String::new(),
                    format!("the day has {words} words, over the budget of {DAY_WORD_BUDGET} a member can pray through in a day (scripture and the way of fasting's three health tips included): shorten it"),
                )
            })
            .collect();
        let median = (self.median > MEDIAN_WORD_BUDGET).then(|| {
            format!(
                "the median day has {} words, over the budget of {MEDIAN_WORD_BUDGET}: shorten the longer days",
                self.median
            )
        });
        (days, median)
    }
}

impl std::fmt::Display for ReadingLoad {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "reading load: median day {} words (budget {MEDIAN_WORD_BUDGET}), longest day {} ({} words, budget {DAY_WORD_BUDGET})",
            self.median, self.max_day, self.max
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_end_at_stops_that_a_space_follows() {
        assert_eq!(
            split_sentences("Pray. “Come, Lord!” Then rest… 3.5 hours? Yes"),
            vec!["Pray.", "“Come, Lord!”", "Then rest… 3.5 hours?", "Yes"]
        );
    }

    proptest::proptest! {
        /// The prefix filter passes over no pair that shares 80% of the longer one's words
        /// (sentences from a small vocabulary, so that many do).
        #[test]
        fn every_pair_sharing_80_percent_is_a_candidate(
            sentences in proptest::collection::vec(
                proptest::collection::vec(0u8..12, SIMILAR_MIN_WORDS..16), 2..40),
        ) {
            let mut sentences: Vec<Vec<String>> = sentences
                .into_iter()
                .map(|s| s.into_iter().map(|w| format!("w{w}")).collect())
                .collect();
            sentences.sort_by_key(Vec::len);
            let all: Vec<Sentence> = sentences
                .into_iter()
                .map(|words| Sentence { day: 1, field: String::new(), text: "", words })
                .collect();
            let order: Vec<usize> = (0..all.len()).collect();
            let bags = bags(&all, &order);
            let candidates = candidate_pairs(&bags);
            for m in 0..bags.len() {
                for n in 0..m {
                    let longer = bags[n].len().max(bags[m].len());
                    let mut a: Vec<&String> = all[n].words.iter().collect();
                    let mut b: Vec<&String> = all[m].words.iter().collect();
                    a.sort();
                    b.sort();
                    let shared = a.iter().filter(|w| {
                        let at = b.iter().position(|x| x == *w);
                        at.map(|i| b.remove(i)).is_some()
                    }).count();
                    if shared as f64 >= SIMILAR_SHARE * longer as f64 {
                        proptest::prop_assert!(
                            candidates.contains(&(n, m)),
                            "({n}, {m}) share {shared} of {longer}"
                        );
                    }
                }
            }
        }
    }
}
