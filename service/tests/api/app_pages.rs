use crate::helpers::{TestApp, repo_root, spawn_app, spawn_with};

/// Status and body of a GET.
async fn get(app: &TestApp, path: &str) -> (u16, String) {
    let res = app.get(path).await;
    (res.status().as_u16(), res.text().await.unwrap())
}

#[tokio::test]
async fn app_routes_serve_their_prerendered_page_with_200() {
    let app = spawn_app().await;
    for path in ["/day/3", "/day/3/", "/day/3?done=opening"] {
        let (status, body) = get(&app, path).await;
        assert_eq!(status, 200, "{path}");
        assert!(body.contains("prerendered day 3"), "{path}: {body}");
    }
    // The fixture has no page for day 12: the shell, which the app renders itself.
    for path in ["/", "/day/12", "/day/7/", "/journey", "/print/"] {
        let (status, body) = get(&app, path).await;
        assert_eq!(status, 200, "{path}");
        assert!(body.contains("<div id=\"root\"></div>"), "{path}: {body}");
    }
}

const NOT_FOUND_PATHS: [&str; 8] = [
    "/day/0",
    // Beyond any programme (366 days at most).
    "/day/367",
    "/day/03",
    "/day/abc",
    "/nope",
    "/day/3/extra",
    "/day/99999999999",
    "/day",
];

#[tokio::test]
async fn other_paths_serve_the_prerendered_404_page_with_404() {
    let app = spawn_app().await;
    for path in NOT_FOUND_PATHS {
        let (status, body) = get(&app, path).await;
        assert_eq!(status, 404, "{path}");
        assert!(body.contains("prerendered 404"), "{path}: {body}");
    }
}

#[tokio::test]
async fn a_reload_revalidates_app_pages_and_always_gets_the_404_page_itself() {
    let app = spawn_app().await;
    let get_if_none_match = |path: &str, etag: Option<reqwest::header::HeaderValue>| {
        let mut req = app.client.get(app.url(path));
        if let Some(etag) = etag {
            req = req.header("if-none-match", etag);
        }
        req.send()
    };
    for path in ["/day/3", "/day/12"] {
        let first = get_if_none_match(path, None).await.unwrap();
        let etag = first.headers().get("etag").cloned();
        assert!(etag.is_some(), "{path} has an ETag");
        let again = get_if_none_match(path, etag).await.unwrap();
        assert_eq!(again.status(), 304, "{path}");
    }
    // The 404 page carries no validators; one remembered from elsewhere still gets the page.
    let first = get_if_none_match("/nope", None).await.unwrap();
    assert!(first.headers().get("etag").is_none());
    assert!(first.headers().get("last-modified").is_none());
    let day = get_if_none_match("/day/3", None).await.unwrap();
    let again = get_if_none_match("/nope", day.headers().get("etag").cloned())
        .await
        .unwrap();
    assert_eq!(again.status(), 404);
    assert!(again.text().await.unwrap().contains("prerendered 404"));
}

#[tokio::test]
async fn a_build_without_prerendered_pages_serves_the_shell_with_the_same_statuses() {
    let dir = tempfile::tempdir().unwrap();
    let shell = "<!doctype html><title>Prayer Fast</title><div id=\"root\"></div>";
    std::fs::write(dir.path().join("index.html"), shell).unwrap();
    let app = spawn_with(&[("PWA_DIR", dir.path().to_str().unwrap())]).await;
    for (path, expected) in [
        ("/", 200),
        ("/day/3", 200),
        ("/day/12", 200),
        ("/journey", 200),
        ("/print", 200),
        ("/nope", 404),
        ("/day/367", 404),
    ] {
        let (status, body) = get(&app, path).await;
        assert_eq!((status, body.as_str()), (expected, shell), "{path}");
    }
}

#[tokio::test]
async fn built_assets_are_served() {
    let app = spawn_app().await;
    let res = app.get("/assets/app-abc123.js").await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.text().await.unwrap(), "console.log('app')");
    // A day's prerendered file, as the service worker precaches it; a missing one is not found.
    let (status, body) = get(&app, "/day/3.html").await;
    assert_eq!(
        (status, body.contains("prerendered day 3")),
        (200, true),
        "{body}"
    );
    assert_eq!(get(&app, "/day/4.html").await.0, 404);
}

#[tokio::test]
async fn pages_carry_security_headers_and_the_right_cache_policy() {
    let app = spawn_app().await;
    let shell = app.get("/day/7").await;
    let csp = shell.headers()["content-security-policy"].to_str().unwrap();
    assert!(
        csp.contains("script-src 'self'") && !csp.contains("unsafe-inline"),
        "{csp}"
    );
    assert!(csp.contains("frame-ancestors 'none'"));
    assert_eq!(shell.headers()["x-content-type-options"], "nosniff");
    assert_eq!(
        shell.headers()["referrer-policy"],
        "strict-origin-when-cross-origin"
    );
    assert_eq!(shell.headers()["cache-control"], "no-cache");
    assert_eq!(app.get("/").await.headers()["cache-control"], "no-cache");
    for path in ["/nope", "/day/3"] {
        let page = app.get(path).await;
        assert_eq!(page.headers()["cache-control"], "no-cache", "{path}");
        let csp = page.headers()["content-security-policy"].to_str().unwrap();
        assert!(!csp.contains("unsafe-inline"), "{path}: {csp}");
    }

    let asset = app.get("/assets/app-abc123.js").await;
    assert_eq!(asset.status().as_u16(), 200);
    assert_eq!(
        asset.headers()["cache-control"],
        "public, max-age=31536000, immutable"
    );
    assert_eq!(asset.headers()["x-content-type-options"], "nosniff");

    assert_eq!(
        app.get("/healthz").await.headers()["cache-control"],
        "no-store"
    );
}

#[tokio::test]
async fn another_languages_pages_come_from_its_own_build_under_its_code() {
    let app = spawn_app().await;
    let programme: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(repo_root().join("content/programme.json")).unwrap(),
    )
    .unwrap();
    let other = programme["languages"][1]
        .as_str()
        .expect("the sample offers a second language");
    // The fixture's build of that language (`dist/<lang>/`, beside the first's).
    let built = app.data_dir.path().join("pwa").join(other);
    std::fs::create_dir_all(built.join("day")).unwrap();
    let page = |file: &str, name: &str| {
        let html = format!("<!doctype html><div id=\"root\">{name}</div>");
        std::fs::write(built.join(file), html).unwrap();
    };
    page("index.html", "other cover");
    page("day/3.html", "other day 3");
    page("404.html", "other 404");
    for (path, page) in [
        (format!("/{other}"), "other cover"),
        (format!("/{other}/"), "other cover"),
        (format!("/{other}/day/3"), "other day 3"),
        (format!("/{other}/day/3/"), "other day 3"),
        // The fixture has no days page: that build's shell.
        (format!("/{other}/days"), "other cover"),
    ] {
        let (status, body) = get(&app, &path).await;
        assert_eq!(status, 200, "{path}");
        assert!(body.contains(page), "{path}: {body}");
    }
    for path in [format!("/{other}/day/0"), format!("/{other}/nope")] {
        let (status, body) = get(&app, &path).await;
        assert_eq!(status, 404, "{path}");
        assert!(body.contains("other 404"), "{path}: {body}");
    }
    // Search engines learn each page's other languages (absolute URLs, the first as x-default).
    let link = app.get(&format!("/{other}/day/3")).await;
    let link = link.headers()["link"].to_str().unwrap().to_string();
    for expected in [
        format!(
            "<{}/day/3>; rel=\"alternate\"; hreflang=\"{}\"",
            app.address,
            programme["languages"][0].as_str().unwrap()
        ),
        format!(
            "<{}/{other}/day/3>; rel=\"alternate\"; hreflang=\"{other}\"",
            app.address
        ),
        format!(
            "<{}/day/3>; rel=\"alternate\"; hreflang=\"x-default\"",
            app.address
        ),
    ] {
        assert!(link.contains(&expected), "{expected} in {link}");
    }
    for cover in ["/".to_string(), format!("/{other}/"), format!("/{other}")] {
        let res = app.get(&cover).await;
        assert!(
            res.headers().contains_key("link"),
            "{cover} names its languages"
        );
    }
    let cover = app.get("/").await;
    assert!(
        cover.headers()["link"]
            .to_str()
            .unwrap()
            .contains(&format!("<{}/{other}/>; rel=\"alternate\"", app.address))
    );
    assert!(
        app.get(&format!("/{other}/nope"))
            .await
            .headers()
            .get("link")
            .is_none()
    );
    // Only the code itself is a prefix.
    let (status, body) = get(&app, &format!("/{other}tate")).await;
    assert_eq!(status, 404);
    assert!(body.contains("prerendered 404"), "{body}");
}
