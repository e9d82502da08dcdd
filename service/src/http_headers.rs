//! Response headers for everything the service sends: security headers on every response, and
//! a cache policy per path (hashed assets forever, the shell and service worker always revalidated).

use actix_web::dev::ServiceResponse;
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::DefaultHeaders;

/// The policy for the PWA in `pwa_dir`: only the app's own files, no inline styles, no framing,
/// no plugins, and no inline script but those of the built pages (`index.html` of each copy:
/// before the first paint, the text size and the member's language), each allowed by its
/// SHA-256, computed from the files served, never typed.
pub fn content_security_policy(pwa_dir: &std::path::Path) -> String {
    let copies = std::fs::read_dir(pwa_dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.path().join("index.html"));
    let mut hashes: Vec<String> = std::iter::once(pwa_dir.join("index.html"))
        .chain(copies)
        .filter_map(|page| std::fs::read_to_string(page).ok())
        .flat_map(|html| inline_scripts(&html).map(script_hash).collect::<Vec<_>>())
        .collect();
    hashes.sort();
    hashes.dedup();
    let allowed: String = hashes.iter().map(|h| format!(" '{h}'")).collect();
    format!(
        "default-src 'self'; script-src 'self'{allowed}; style-src 'self'; img-src 'self' data:; \
         font-src 'self'; connect-src 'self'; manifest-src 'self'; worker-src 'self'; \
         object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
    )
}

/// The bodies of a page's inline `<script>` elements.
fn inline_scripts(html: &str) -> impl Iterator<Item = &str> {
    html.split("<script>")
        .skip(1)
        .filter_map(|rest| rest.split("</script>").next())
}

/// `sha256-<base64>` of a script, as CSP names it.
fn script_hash(script: &str) -> String {
    use base64::Engine;
    use sha2::{Digest, Sha256};
    let digest = Sha256::digest(script.as_bytes());
    format!(
        "sha256-{}",
        base64::engine::general_purpose::STANDARD.encode(digest)
    )
}

/// `https`: members reach the service over HTTPS (`PUBLIC_URL`), so browsers are told to keep to
/// it. `policy`: [`content_security_policy`] of the PWA served.
pub fn security_headers(https: bool, policy: &str) -> DefaultHeaders {
    let headers = if https {
        DefaultHeaders::new().add((header::STRICT_TRANSPORT_SECURITY, "max-age=31536000"))
    } else {
        DefaultHeaders::new()
    };
    headers
        .add((header::CONTENT_SECURITY_POLICY, policy.to_string()))
        .add((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .add((header::REFERRER_POLICY, "strict-origin-when-cross-origin"))
        .add((header::X_FRAME_OPTIONS, "DENY"))
        .add((
            "Permissions-Policy",
            "camera=(), microphone=(), geolocation=(), interest-cohort=()",
        ))
}

/// A file of a build's `assets/`: the first language's (`/assets/…`) or another's (`/es/assets/…`).
fn is_built_asset(path: &str) -> bool {
    let in_copy = path
        .strip_prefix('/')
        .and_then(|p| p.split_once('/'))
        .filter(|(lang, _)| {
            (2..=8).contains(&lang.len())
                && lang.bytes().all(|b| b.is_ascii_lowercase() || b == b'-')
        })
        .map(|(_, rest)| rest);
    path.starts_with("/assets/") || in_copy.is_some_and(|rest| rest.starts_with("assets/"))
}

/// The `Cache-Control` a GET of `path` gets, unless its handler chose one.
pub fn cache_control_for(path: &str) -> &'static str {
    if is_built_asset(path) {
        // Vite puts a content hash in every name here.
        "public, max-age=31536000, immutable"
    } else if path.starts_with("/api/") || matches!(path, "/healthz" | "/readyz" | "/metrics") {
        "no-store"
    } else if path.ends_with(".png")
        || path.ends_with(".ico")
        || path.ends_with(".svg")
        || path == "/robots.txt"
    {
        "public, max-age=86400"
    } else {
        // index.html (every app route), sw.js, the manifest: always ask, so updates arrive.
        "no-cache"
    }
}

pub fn apply_cache_control<B>(req_path: &str, res: &mut ServiceResponse<B>) {
    if !res.headers().contains_key(header::CACHE_CONTROL) {
        let value = HeaderValue::from_static(cache_control_for(req_path));
        res.headers_mut().insert(header::CACHE_CONTROL, value);
    }
}

#[cfg(test)]
mod tests {
    use super::{cache_control_for, content_security_policy};
    use base64::Engine;
    use sha2::{Digest, Sha256};

    #[test]
    fn the_csp_allows_exactly_the_inline_scripts_of_the_pages_served() {
        // The app's source page: its one inline script, hashed as a browser hashes it.
        let pwa = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../pwa");
        let html = std::fs::read_to_string(pwa.join("index.html")).unwrap();
        let scripts: Vec<&str> = super::inline_scripts(&html).collect();
        assert_eq!(scripts.len(), 1, "one inline script in pwa/index.html");
        let hash = base64::engine::general_purpose::STANDARD.encode(Sha256::digest(scripts[0]));
        let policy = content_security_policy(&pwa);
        assert!(
            policy.contains(&format!("script-src 'self' 'sha256-{hash}';")),
            "{policy}"
        );
        assert!(!policy.contains("unsafe-inline"));
        // A changed script is allowed by its own hash, and the old one no longer.
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("es")).unwrap();
        std::fs::write(dir.path().join("index.html"), "<script>a()</script>").unwrap();
        std::fs::write(dir.path().join("es/index.html"), "<script>b()</script>").unwrap();
        let policy = content_security_policy(dir.path());
        for script in ["a()", "b()"] {
            let hash = base64::engine::general_purpose::STANDARD.encode(Sha256::digest(script));
            assert!(policy.contains(&format!("'sha256-{hash}'")), "{policy}");
        }
        assert!(!policy.contains(&hash));
        // No inline script: none allowed.
        let empty = tempfile::tempdir().unwrap();
        assert!(content_security_policy(empty.path()).contains("script-src 'self';"));
    }

    #[test]
    fn hashed_assets_are_immutable_and_the_shell_revalidates() {
        for path in ["/assets/index-DbN4GKyf.js", "/es/assets/index-Cf887L6D.js"] {
            assert_eq!(
                cache_control_for(path),
                "public, max-age=31536000, immutable",
                "{path}"
            );
        }
        for path in [
            "/es/",
            "/es/days",
            "/es/manifest.webmanifest",
            "/nope/nope/assets/x.js",
            "/",
            "/index.html",
            "/day/7",
            "/sw.js",
            "/manifest.webmanifest",
            "/nope",
        ] {
            assert_eq!(cache_control_for(path), "no-cache", "{path}");
        }
        assert_eq!(cache_control_for("/api/send-day-summary"), "no-store");
        assert_eq!(
            cache_control_for("/pwa-192x192.png"),
            "public, max-age=86400"
        );
    }
}
