//! Response headers for everything the service sends: security headers on every response, and
//! a cache policy per path (hashed assets forever, the shell and service worker always revalidated).

use actix_web::dev::ServiceResponse;
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::DefaultHeaders;

/// The SHA-256 of the one inline script, `pwa/index.html`'s (before the first paint: the text size,
/// and the copy of the app in the member's language); a test fails when the script changes
/// without it.
macro_rules! text_size_script_hash {
    () => {
        "sha256-Xtg9rK2EmwOI09D0C6JbtsLAioFMODnp2NhxV5rtgVQ="
    };
}

/// Only the app's own files: no inline styles, no inline script but the text size's (allowed by its
/// hash: [`TEXT_SIZE_SCRIPT_HASH`]), no framing, no plugins.
pub const CONTENT_SECURITY_POLICY: &str = concat!(
    "default-src 'self'; script-src 'self' '",
    text_size_script_hash!(),
    "'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; \
    manifest-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'; \
    form-action 'self'; frame-ancestors 'none'"
);

/// The hash [`CONTENT_SECURITY_POLICY`] allows the text size's inline script by.
pub const TEXT_SIZE_SCRIPT_HASH: &str = text_size_script_hash!();

/// `https`: members reach the service over HTTPS (`PUBLIC_URL`), so browsers are told to keep to it.
pub fn security_headers(https: bool) -> DefaultHeaders {
    let headers = if https {
        DefaultHeaders::new().add((header::STRICT_TRANSPORT_SECURITY, "max-age=31536000"))
    } else {
        DefaultHeaders::new()
    };
    headers
        .add((header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY))
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
    use super::{CONTENT_SECURITY_POLICY, TEXT_SIZE_SCRIPT_HASH, cache_control_for};
    use base64::Engine;
    use sha2::{Digest, Sha256};

    #[test]
    fn the_csp_allows_exactly_the_text_size_script_of_the_pwa() {
        let html = include_str!("../../pwa/index.html");
        let scripts: Vec<&str> = html
            .split("<script>")
            .skip(1)
            .map(|rest| rest.split("</script>").next().unwrap())
            .collect();
        let [script] = scripts[..] else {
            panic!(
                "one inline script expected in pwa/index.html, found {}",
                scripts.len()
            )
        };
        let hash = base64::engine::general_purpose::STANDARD.encode(Sha256::digest(script));
        assert_eq!(
            TEXT_SIZE_SCRIPT_HASH,
            format!("sha256-{hash}"),
            "update the hash for: {script}"
        );
        assert!(CONTENT_SECURITY_POLICY.contains(&format!("'{TEXT_SIZE_SCRIPT_HASH}'")));
        assert!(!CONTENT_SECURITY_POLICY.contains("unsafe-inline"));
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
