//! The catalogue's check: every file parses, no message is defined twice in a language, and every
//! language has exactly the first language's messages (in `service/` and in `app/`), each with
//! the first's variables. Each problem names the file and the message.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_bundle::FluentResource;
use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::{CLOCK_MESSAGES, PARTS, SHARED_CLOCK, ftl_files, part_dir};
use crate::content::problem::Problem;

/// A message (or term, `-name`) as one language writes it: its file and its variables.
pub(super) struct Written {
    file: PathBuf,
    variables: BTreeSet<String>,
}

/// One language's catalogue as read: the service's resources (with the app's clock, which it
/// shares), and every message of both parts by (part, id).
#[derive(Default)]
pub(super) struct Read {
    pub service: Vec<FluentResource>,
    messages: BTreeMap<(&'static str, String), Written>,
}

/// Reads every language's files, adding a problem for each that does not read or parse and for
/// each message defined twice. A language without `service/` is a problem; `app/` may be absent.
pub(super) fn read_all(
    content: &Path,
    languages: &[String],
    problems: &mut Vec<Problem>,
) -> BTreeMap<String, Read> {
    let mut all = BTreeMap::new();
    for lang in languages {
        let mut read = Read::default();
        for part in PARTS {
            let dir = part_dir(content, lang, part);
            if part == "service" && !dir.is_dir() {
                problems.push(problem(
                    &dir,
                    "",
                    "the language has no message catalogue here",
                ));
            }
            for file in ftl_files(&dir) {
                let Some(resource) = parse(&file, problems) else {
                    continue;
                };
                for (id, variables) in entries(&resource) {
                    let key = (part, id.clone());
                    if let Some(first) = read.messages.get(&key) {
                        let at = first.file.display();
                        problems.push(problem(&file, &id, &format!("also defined in {at}")));
                        continue;
                    }
                    let file = file.clone();
                    read.messages.insert(key, Written { file, variables });
                }
                let shared = part == "app" && file.file_name() == Some(SHARED_CLOCK.as_ref());
                if part == "service" || shared {
                    read.service.push(resource);
                }
            }
        }
        all.insert(lang.clone(), read);
    }
    all
}

/// Every other language against the first: a message missing, one the first lacks, and one
/// whose variables differ.
pub(super) fn compare(read: &BTreeMap<String, Read>, languages: &[String]) -> Vec<Problem> {
    let mut found = Vec::new();
    let Some((first_lang, others)) = languages.split_first() else {
        return found;
    };
    let Some(first) = read.get(first_lang) else {
        return found;
    };
    for id in CLOCK_MESSAGES {
        if !first.messages.contains_key(&("app", id.to_string())) {
            let message =
                format!("missing: the app and the service write times with it ({SHARED_CLOCK})");
            found.push(problem(
                &Path::new("messages")
                    .join(first_lang)
                    .join("app")
                    .join(SHARED_CLOCK),
                id,
                &message,
            ));
        }
    }
    for lang in others {
        let Some(other) = read.get(lang) else {
            continue;
        };
        for ((part, id), theirs) in &first.messages {
            let Some(ours) = other.messages.get(&(*part, id.clone())) else {
                // Where the message belongs: the file of the same name in this language.
                let name = theirs.file.file_name().unwrap_or_default();
                let file = theirs.file.parent().and_then(Path::parent);
                let file = file
                    .and_then(Path::parent)
                    .map(|messages| messages.join(lang).join(part).join(name))
                    .unwrap_or_else(|| theirs.file.clone());
                let message = format!(
                    "missing: '{first_lang}' has it (in {})",
                    theirs.file.display()
                );
                found.push(problem(&file, id, &message));
                continue;
            };
            if ours.variables != theirs.variables {
                let message = format!(
                    "uses the variables {}, but '{first_lang}' uses {}",
                    listed(&ours.variables),
                    listed(&theirs.variables)
                );
                found.push(problem(&ours.file, id, &message));
            }
        }
        for ((part, id), ours) in &other.messages {
            if !first.messages.contains_key(&(*part, id.clone())) {
                let message =
                    format!("'{first_lang}' has no such message: remove it, or add it there first");
                found.push(problem(&ours.file, id, &message));
            }
        }
    }
    found
}

fn listed(variables: &BTreeSet<String>) -> String {
    if variables.is_empty() {
        return "none".into();
    }
    let names: Vec<String> = variables.iter().map(|v| format!("${v}")).collect();
    names.join(", ")
}

fn problem(file: &Path, field: &str, message: &str) -> Problem {
    Problem {
        file: file.to_path_buf(),
        field: field.to_string(),
        message: message.to_string(),
    }
}

/// The file as a Fluent resource (what parses of it); each syntax error a problem at its line.
fn parse(file: &Path, problems: &mut Vec<Problem>) -> Option<FluentResource> {
    let text = match std::fs::read_to_string(file) {
        Ok(text) => text,
        Err(err) => {
            problems.push(problem(file, "", &format!("cannot read: {err}")));
            return None;
        }
    };
    // What does parse is kept, so a slip in one message is reported once, not as every
    // message of the file missing.
    match FluentResource::try_new(text.clone()) {
        Ok(resource) => Some(resource),
        Err((resource, errors)) => {
            for error in errors {
                let line = text[..error.pos.start.min(text.len())]
                    .lines()
                    .count()
                    .max(1);
                let message = format!("is not Fluent syntax: {error}");
                problems.push(problem(file, &format!("line {line}"), &message));
            }
            Some(resource)
        }
    }
}

/// Each message and term of a resource (terms as `-name`) with the variables it uses.
fn entries(resource: &FluentResource) -> Vec<(String, BTreeSet<String>)> {
    resource
        .entries()
        .filter_map(|entry| {
            let (id, value, attributes) = match entry {
                Entry::Message(m) => (m.id.name.to_string(), &m.value, &m.attributes),
                Entry::Term(t) => (format!("-{}", t.id.name), &None, &t.attributes),
                _ => return None,
            };
            let mut variables = BTreeSet::new();
            if let Entry::Term(t) = entry {
                pattern_variables(&t.value, &mut variables);
            }
            value
                .iter()
                .chain(attributes.iter().map(|a| &a.value))
                .for_each(|p| pattern_variables(p, &mut variables));
            Some((id, variables))
        })
        .collect()
}

fn pattern_variables(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                pattern_variables(&variant.value, out);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, out),
    }
}

fn inline_variables(inline: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    let arguments = |args: &ast::CallArguments<&str>, out: &mut BTreeSet<String>| {
        let named = args.named.iter().map(|n| &n.value);
        for value in args.positional.iter().chain(named) {
            inline_variables(value, out);
        }
    };
    match inline {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference {
            arguments: args, ..
        } => arguments(args, out),
        InlineExpression::TermReference {
            arguments: Some(args),
            ..
        } => arguments(args, out),
        InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}
