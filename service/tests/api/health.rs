use crate::helpers::spawn_app;

#[tokio::test]
async fn healthz_and_readyz_answer_200() {
    let app = spawn_app().await;
    for path in ["/healthz", "/readyz"] {
        let res = app.get(path).await;
        assert_eq!(res.status(), 200, "{path}");
    }
}
