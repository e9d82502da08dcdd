//! The crate's modules only point down (ARCHITECTURE.md): a module may use its own top-level
//! module and those in a lower layer, never one above; and no module, at any depth, is part of
//! an import cycle. Read from the sources' `crate::` and `super::` paths (test modules aside).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use regex::Regex;

/// Lowest first. Modules in one layer may not use each other.
const LAYERS: &[&[&str]] = &[
    &[
        "secrets",
        "http_headers",
        "client_ip",
        "metrics",
        "telemetry",
        "request_span",
    ],
    &["content"],
    &["domain"],
    &["configuration"],
    &["storage", "mail", "push"],
    &["rate_limit"],
    &["state"],
    &["app"],
    &["workers"],
    &["routes"],
    &["startup"],
    &["contract"],
];

fn layer_of(top: &str) -> usize {
    LAYERS
        .iter()
        .position(|layer| layer.contains(&top))
        .unwrap_or_else(|| {
            panic!("module `{top}` has no layer: add it to ARCHITECTURE.md and LAYERS")
        })
}

/// Module path (`content::load`) → its source without test modules.
fn modules() -> BTreeMap<String, String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    collect(&src, &mut files);
    files
        .into_iter()
        .filter(|f| !f.ends_with("main.rs") && !f.ends_with("lib.rs"))
        .map(|file| {
            let rel = file.strip_prefix(&src).unwrap().with_extension("");
            let mut path: Vec<String> = rel
                .iter()
                .map(|s| s.to_string_lossy().into_owned())
                .collect();
            if path.last().is_some_and(|s| s == "mod") {
                path.pop();
            }
            let text = std::fs::read_to_string(&file).unwrap();
            let code = text.split("#[cfg(test)]").next().unwrap().to_string();
            (path.join("::"), code)
        })
        .collect()
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Every path a module names: `crate::a::b` and `super::a` (with `use` groups expanded).
fn named_paths(module: &str, code: &str) -> Vec<Vec<String>> {
    let group = Regex::new(r"(crate|super)((?:::\w+)*)::\{([^;]*?)\};").unwrap();
    let plain = Regex::new(r"\b(crate|super)((?:::\w+)+)").unwrap();
    let mut found = Vec::new();
    let mut push = |root: &str, rest: &str| {
        let mut path: Vec<String> = match root {
            "crate" => Vec::new(),
            _ => {
                let mut parent: Vec<String> = module.split("::").map(String::from).collect();
                parent.pop();
                parent
            }
        };
        path.extend(rest.split("::").filter(|s| !s.is_empty()).map(String::from));
        found.push(path);
    };
    for caps in group.captures_iter(code) {
        for item in expand(&caps[3]) {
            push(&caps[1], &format!("{}::{item}", &caps[2]));
        }
    }
    let without_groups = group.replace_all(code, "");
    for caps in plain.captures_iter(&without_groups) {
        push(&caps[1], &caps[2]);
    }
    found
}

/// The paths in a `use` group, nested groups expanded (`a::{self, b as c}` → `a`, `a::b`).
fn expand(group: &str) -> Vec<String> {
    let mut items = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, ch) in group.char_indices() {
        match ch {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&group[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&group[start..]);
    let mut paths = Vec::new();
    for item in items.iter().map(|i| i.trim()).filter(|i| !i.is_empty()) {
        match item.split_once("::{") {
            Some((head, rest)) => {
                let inner = rest.strip_suffix('}').unwrap_or(rest);
                for sub in expand(inner) {
                    paths.push(if sub == "self" {
                        head.to_string()
                    } else {
                        format!("{head}::{sub}")
                    });
                }
            }
            None => paths.push(item.split(" as ").next().unwrap().trim().to_string()),
        }
    }
    paths
}

/// The deepest module a path reaches, through `pub use child::Name` re-exports.
fn target(path: &[String], modules: &BTreeMap<String, String>) -> Option<String> {
    let mut reached: Option<String> = None;
    for i in 1..=path.len() {
        let candidate = path[..i].join("::");
        if modules.contains_key(&candidate) {
            reached = Some(candidate);
        } else {
            break;
        }
    }
    let module = reached?;
    let depth = module.split("::").count();
    let Some(name) = path.get(depth) else {
        return Some(module);
    };
    let reexport = Regex::new(&format!(r"pub use (\w+)::[^;]*\b{name}\b[^;]*;")).unwrap();
    let code = &modules[&module];
    match reexport.captures(code) {
        Some(caps) if modules.contains_key(&format!("{module}::{}", &caps[1])) => {
            Some(format!("{module}::{}", &caps[1]))
        }
        _ => Some(module),
    }
}

fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let modules = modules();
    modules
        .iter()
        .map(|(module, code)| {
            let deps = named_paths(module, code)
                .iter()
                .filter_map(|p| target(p, &modules))
                .filter(|t| t != module)
                .collect();
            (module.clone(), deps)
        })
        .collect()
}

fn top(module: &str) -> &str {
    module.split("::").next().unwrap()
}

#[test]
fn modules_only_use_their_own_module_and_lower_layers() {
    let mut upward = Vec::new();
    for (module, deps) in graph() {
        for dep in deps {
            let (from, to) = (top(&module), top(&dep));
            if from != to && layer_of(to) >= layer_of(from) {
                upward.push(format!("{module} -> {dep}"));
            }
        }
    }
    assert!(
        upward.is_empty(),
        "imports that do not point down:\n{}",
        upward.join("\n")
    );
}

/// The routes that read a table themselves, and why: the metrics and the recordings' audio (its
/// bytes streamed as stored). Every other route reads through `app` (ARCHITECTURE.md, "routes are
/// thin"); `storage`'s own clock and heartbeat aside.
const ROUTES_READING_STORAGE: [&str; 2] = ["routes::prometheus", "routes::recordings"];

#[test]
fn routes_read_through_the_app_not_the_storage() {
    let reading: Vec<String> = graph()
        .into_iter()
        .filter(|(module, _)| top(module) == "routes")
        .filter(|(_, deps)| deps.iter().any(|dep| dep.starts_with("storage::")))
        .map(|(module, _)| module)
        .collect();
    assert_eq!(
        reading, ROUTES_READING_STORAGE,
        "routes that name a storage module"
    );
}

#[test]
fn no_module_is_part_of_an_import_cycle() {
    let graph = graph();
    let mut cycles = Vec::new();
    for start in graph.keys() {
        // Depth-first from `start`: reaching `start` again is a cycle.
        let mut stack = vec![(start.clone(), vec![start.clone()])];
        let mut seen = BTreeSet::new();
        while let Some((node, trail)) = stack.pop() {
            for next in graph.get(&node).into_iter().flatten() {
                if next == start {
                    cycles.push(format!("{} -> {start}", trail.join(" -> ")));
                } else if seen.insert(next.clone()) {
                    let mut longer = trail.clone();
                    longer.push(next.clone());
                    stack.push((next.clone(), longer));
                }
            }
        }
    }
    assert!(cycles.is_empty(), "import cycles:\n{}", cycles.join("\n"));
}

#[test]
fn the_check_sees_a_cycle_and_an_upward_import() {
    let modules: BTreeMap<String, String> = [
        (
            "content".to_string(),
            "pub mod load;\npub mod rules;".to_string(),
        ),
        (
            "content::load".to_string(),
            "use crate::content::rules::Pins;".to_string(),
        ),
        (
            "content::rules".to_string(),
            "use super::load::read;".to_string(),
        ),
    ]
    .into_iter()
    .collect();
    let paths = named_paths("content::rules", &modules["content::rules"]);
    assert_eq!(
        target(&paths[0], &modules).as_deref(),
        Some("content::load")
    );
    let paths = named_paths("content::load", &modules["content::load"]);
    assert_eq!(
        target(&paths[0], &modules).as_deref(),
        Some("content::rules")
    );
    assert!(
        layer_of("routes") > layer_of("storage"),
        "the layer order is the documented one"
    );
    let grouped = named_paths(
        "routes::push",
        "use crate::{domain::X, storage::{self, subs as s}};",
    );
    assert_eq!(
        grouped,
        vec![
            vec!["domain", "X"],
            vec!["storage"],
            vec!["storage", "subs"]
        ]
    );
}

/// The size rule ARCHITECTURE.md states ("File size"): no source file of the service or the app
/// (generated types aside) is over [`MOST_LINES`] lines.
const MOST_LINES: usize = 450;

#[test]
fn no_source_file_is_over_the_size_the_architecture_states() {
    let root = crate::helpers::repo_root();
    let mut files = Vec::new();
    for dir in ["service/src", "pwa/src", "pwa/build"] {
        walk(&root.join(dir), &mut files);
    }
    let over: Vec<String> = files
        .iter()
        .filter(|path| !path.components().any(|c| c.as_os_str() == "types"))
        .filter_map(|path| {
            let lines = std::fs::read_to_string(path).ok()?.lines().count();
            (lines > MOST_LINES)
                .then(|| format!("{} ({lines})", path.strip_prefix(&root).unwrap().display()))
        })
        .collect();
    assert!(
        over.is_empty(),
        "over {MOST_LINES} lines, split by concern: {over:#?}"
    );
    let architecture = std::fs::read_to_string(root.join("ARCHITECTURE.md")).unwrap();
    assert!(
        architecture.contains(&format!("over {MOST_LINES} lines")),
        "ARCHITECTURE.md states the rule this test checks"
    );
}

/// Every source file (Rust, TypeScript, JavaScript) under `dir`.
fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .to_string();
        if path.is_dir() && name != "node_modules" && name != "dist" {
            walk(&path, out);
        } else if [".rs", ".ts", ".tsx", ".mjs"]
            .iter()
            .any(|e| name.ends_with(e))
        {
            out.push(path);
        }
    }
}
