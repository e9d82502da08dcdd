use crate::helpers::spawn_app;

#[tokio::test]
async fn app_routes_serve_the_pwa_with_200() {
    let app = spawn_app().await;
    for path in ["/", "/day/3", "/day/12", "/day/7/"] {
        let res = app
            .client
            .get(format!("{}{path}", app.address))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200, "{path}");
        assert!(
            res.text().await.unwrap().contains("<div id=\"root\">"),
            "{path} serves index.html"
        );
    }
}

#[tokio::test]
async fn other_paths_serve_the_app_with_404() {
    let app = spawn_app().await;
    for path in [
        "/day/2",
        "/day/13",
        "/day/03",
        "/day/abc",
        "/nope",
        "/day/3/extra",
        "/day/99999999999",
    ] {
        let res = app
            .client
            .get(format!("{}{path}", app.address))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 404, "{path}");
        assert!(
            res.text().await.unwrap().contains("<div id=\"root\">"),
            "{path} still serves the app's 404 page"
        );
    }
}

#[tokio::test]
async fn built_assets_are_served() {
    let app = spawn_app().await;
    let res = app
        .client
        .get(format!("{}/assets/app-abc123.js", app.address))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.text().await.unwrap(), "console.log('app')");
}

#[tokio::test]
async fn pages_carry_security_headers_and_the_right_cache_policy() {
    let app = spawn_app().await;
    let get = |path: &str| app.client.get(format!("{}{path}", app.address)).send();
    let shell = get("/day/7").await.unwrap();
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
    assert_eq!(
        get("/").await.unwrap().headers()["cache-control"],
        "no-cache"
    );
    assert_eq!(
        get("/nope").await.unwrap().headers()["cache-control"],
        "no-cache"
    );

    let asset = get("/assets/app-abc123.js").await.unwrap();
    assert_eq!(asset.status().as_u16(), 200);
    assert_eq!(
        asset.headers()["cache-control"],
        "public, max-age=31536000, immutable"
    );
    assert_eq!(asset.headers()["x-content-type-options"], "nosniff");

    assert_eq!(
        get("/healthz").await.unwrap().headers()["cache-control"],
        "no-store"
    );
}
