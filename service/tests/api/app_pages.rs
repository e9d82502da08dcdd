use crate::helpers::spawn_app;

#[tokio::test]
async fn app_routes_serve_the_pwa_with_200() {
    let app = spawn_app().await;
    for path in ["/", "/day/3", "/day/12", "/day/7/"] {
        let res = app.client.get(format!("{}{path}", app.address)).send().await.unwrap();
        assert_eq!(res.status(), 200, "{path}");
        assert!(res.text().await.unwrap().contains("<div id=\"root\">"), "{path} serves index.html");
    }
}

#[tokio::test]
async fn other_paths_serve_the_app_with_404() {
    let app = spawn_app().await;
    for path in ["/day/2", "/day/13", "/day/03", "/day/abc", "/nope", "/day/3/extra", "/day/99999999999"] {
        let res = app.client.get(format!("{}{path}", app.address)).send().await.unwrap();
        assert_eq!(res.status(), 404, "{path}");
        assert!(res.text().await.unwrap().contains("<div id=\"root\">"), "{path} still serves the app's 404 page");
    }
}

#[tokio::test]
async fn built_assets_are_served() {
    let app = spawn_app().await;
    let res = app.client.get(format!("{}/assets/app-abc123.js", app.address)).send().await.unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.text().await.unwrap(), "console.log('app')");
}
