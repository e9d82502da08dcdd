//! The message catalogue: the words the service and the app say themselves (e-mails, pages,
//! notifications, errors, buttons), one Fluent file set per language of the programme:
//! `messages/<lang>/service/*.ftl` (what the service sends) and `messages/<lang>/app/*.ftl` (the
//! PWA's, whose `clock.ftl` the service writes times with too). Fluent formats them, variables and plurals included, so no sentence is put together
//! from pieces in code. The check ([`check`]) holds every language to the first's messages and
//! variables; the service formats its own part ([`Messages::format`]).

mod check;

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

pub use fluent_bundle::FluentValue as Arg;

use super::problem::Problem;

/// The catalogue's folders under `messages/<lang>/`: the service's, then the app's.
pub const PARTS: [&str; 2] = ["service", "app"];

/// The app's file the service formats times with too (one clock for both): `app/clock.ftl`.
pub const SHARED_CLOCK: &str = "clock.ftl";

/// The messages of [`SHARED_CLOCK`] the service uses: a time on the 12-hour and the 24-hour clock.
pub const CLOCK_MESSAGES: [&str; 2] = ["clock-12-hour", "clock-24-hour"];

/// The service's messages in every language of the programme, the first being the fallback.
#[derive(Clone)]
pub struct Messages {
    first: String,
    bundles: Arc<BTreeMap<String, FluentBundle<FluentResource>>>,
}

impl fmt::Debug for Messages {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Messages")
            .field("languages", &self.bundles.keys().collect::<Vec<_>>())
            .finish()
    }
}

/// `messages/<lang>/<part>` under the content folder.
fn part_dir(content: &Path, lang: &str, part: &str) -> PathBuf {
    content.join("messages").join(lang).join(part)
}

/// The `.ftl` files of `dir`, sorted; none when it does not exist.
fn ftl_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|ext| ext == "ftl"))
        .collect();
    files.sort();
    files
}

impl Messages {
    /// Reads and checks the catalogue of `languages` (the first is the reference) under
    /// `content`, adding each problem with file and message id.
    pub(super) fn load(content: &Path, languages: &[String], problems: &mut Vec<Problem>) -> Self {
        let mut read = check::read_all(content, languages, problems);
        problems.extend(check::compare(&read, languages));
        let mut bundles = BTreeMap::new();
        for lang in languages {
            let locale = lang.parse().unwrap_or_default();
            let mut bundle = FluentBundle::new_concurrent(vec![locale]);
            // Byte for byte what the file says: no Unicode isolation marks around variables.
            bundle.set_use_isolating(false);
            for resource in read.remove(lang).map(|r| r.service).unwrap_or_default() {
                if bundle.add_resource(resource).is_err() {
                    let file = part_dir(content, lang, "app").join(SHARED_CLOCK);
                    let message = "defines a message the service's files define too".to_string();
                    problems.push(Problem {
                        file,
                        field: String::new(),
                        message,
                    });
                }
            }
            bundles.insert(lang.clone(), bundle);
        }
        Messages {
            first: languages.first().cloned().unwrap_or_default(),
            bundles: Arc::new(bundles),
        }
    }

    /// Message `id` of the service's catalogue in `lang` (the first language's where `lang` is
    /// not offered), its variables filled from `args`. The check guarantees every language has
    /// the first's messages; a message missing from the first too reads as its id.
    pub fn format(&self, lang: &str, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let found = [lang, self.first.as_str()].into_iter().find_map(|lang| {
            let bundle = self.bundles.get(lang)?;
            Some((bundle, bundle.get_message(id)?.value()?))
        });
        let Some((bundle, pattern)) = found else {
            tracing::error!(message = id, "the message catalogue has no such message");
            return id.to_string();
        };
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
        if !errors.is_empty() {
            tracing::error!(message = id, ?errors, "a message did not format cleanly");
        }
        text.into_owned()
    }
}

/// A message to say later, in a language not known yet: its id and variables. An error made
/// deep in the service carries one, and the edge says it in the request's language.
#[derive(Debug, Clone, PartialEq)]
pub struct Said {
    pub id: &'static str,
    pub args: Vec<(&'static str, SaidArg)>,
}

/// A variable of a [`Said`] message.
#[derive(Debug, Clone, PartialEq)]
pub enum SaidArg {
    Text(String),
    Number(i64),
    /// Another message, said in the same language (a word such as "a key").
    Message(&'static str),
}

impl Said {
    pub fn new(id: &'static str) -> Self {
        Said {
            id,
            args: Vec::new(),
        }
    }

    /// The same message with variable `name`.
    pub fn with(mut self, name: &'static str, value: SaidArg) -> Self {
        self.args.push((name, value));
        self
    }
}

/// 2^53: an `f64` holds every integer up to it exactly, not every one above.
const F64_EXACT: u64 = 1 << 53;

/// For logs, not for members: the id, then its variables (`error-unknown-day (day: 99)`), texts
/// quoted and messages by their id.
impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id)?;
        for (i, (name, value)) in self.args.iter().enumerate() {
            f.write_str(if i == 0 { " (" } else { ", " })?;
            match value {
                SaidArg::Text(text) => write!(f, "{name}: {text:?}")?,
                SaidArg::Number(n) => write!(f, "{name}: {n}")?,
                SaidArg::Message(id) => write!(f, "{name}: {id}")?,
            }
        }
        if self.args.is_empty() {
            Ok(())
        } else {
            f.write_str(")")
        }
    }
}

impl Messages {
    /// `said` in `lang`.
    pub fn say(&self, lang: &str, said: &Said) -> String {
        let args: Vec<(&str, Arg<'_>)> = said
            .args
            .iter()
            .map(|(name, value)| {
                let value = match value {
                    SaidArg::Text(text) => Arg::from(text.as_str()),
                    // Fluent's numbers are `f64`: one it cannot hold exactly is said as written.
                    SaidArg::Number(n) if n.unsigned_abs() > F64_EXACT => Arg::from(n.to_string()),
                    SaidArg::Number(n) => Arg::from(*n),
                    SaidArg::Message(id) => Arg::from(self.format(lang, id, &[])),
                };
                (*name, value)
            })
            .collect();
        self.format(lang, said.id, &args)
    }
}

#[cfg(test)]
mod tests;
