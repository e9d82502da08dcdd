//! Response headers for everything the service sends: security headers on every response, and
//! a cache policy per path (hashed assets forever, the shell and service worker always revalidated).

use actix_web::dev::ServiceResponse;
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::DefaultHeaders;

/// Only the app's own files: no inline scripts or styles, no framing, no plugins.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
    img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; worker-src 'self'; \
    object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

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

/// The `Cache-Control` a GET of `path` gets, unless its handler chose one.
pub fn cache_control_for(path: &str) -> &'static str {
    if path.starts_with("/assets/") {
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
    use super::cache_control_for;

    #[test]
    fn hashed_assets_are_immutable_and_the_shell_revalidates() {
        assert_eq!(
            cache_control_for("/assets/index-DbN4GKyf.js"),
            "public, max-age=31536000, immutable"
        );
        for path in [
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
