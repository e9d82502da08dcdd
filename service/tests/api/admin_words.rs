//! The admin area's words are the catalogue's (`messages/<lang>/service/admin*.ftl`), in the
//! programme's first language (that its routes read through the app is layers.rs's check).

use std::path::{Path, PathBuf};

use prayer_fast::app::admin::SignInRefused;
use reqwest::header::COOKIE;

use crate::admin::{ADMIN, admin_page, post_form, session_cookie};
use crate::helpers::{catalogue, copy_content, copy_messages, edit_json, repo_root, spawn_with};
use crate::recipients::body_text;
use crate::smtp_sink::{Behaviour, SmtpSink};

/// The repository's content with Spanish as the programme's only (so first) language.
fn spanish_first() -> tempfile::TempDir {
    let dir = copy_content();
    edit_json(&dir.path().join("programme.json"), |programme| {
        programme["languages"] = serde_json::json!(["es"]);
    });
    copy_messages(dir.path(), "es");
    dir
}

#[tokio::test]
async fn a_programme_whose_first_language_is_spanish_has_its_admin_area_in_spanish() {
    let content = spanish_first();
    let sink = SmtpSink::start(Behaviour::Accept).await;
    let app = spawn_with(&[
        ("SMTP_URL", sink.url().as_str()),
        ("ADMIN_EMAILS", ADMIN),
        ("CONTENT_DIR", content.path().to_str().unwrap()),
    ])
    .await;
    let (status, page) = admin_page(&app, None).await;
    assert_eq!(status, 200);
    assert!(page.contains("<html lang=\"es\">"), "{page}");
    assert!(
        page.contains("Iniciar sesión en el área de administración"),
        "{page}"
    );
    assert!(!page.contains("Sign in"), "{page}");

    let foreign = app
        .client
        .post(app.url("/admin/sign-in"))
        .send()
        .await
        .unwrap();
    assert_eq!(foreign.status(), 403);
    let refused = foreign.text().await.unwrap();
    assert!(
        refused.contains("Use la página de administración"),
        "{refused}"
    );

    let asked = post_form(&app, "/admin/sign-in", &[("email", ADMIN)]).await;
    assert_eq!(asked.status(), 200);
    assert!(asked.text().await.unwrap().contains("Revise su correo"));
    let mails = app.mails(&sink).await;
    let text = body_text(&mails.last().expect("a sign-in mail").data);
    assert!(
        text.contains("Alguien, esperamos que usted, pidió iniciar sesión"),
        "{text}"
    );
    let digits = |w: &&str| w.len() == 6 && w.bytes().all(|b| b.is_ascii_digit());
    let code = text
        .split_whitespace()
        .find(digits)
        .expect("the mail's code");
    let label = "O escriba este código en la página de inicio de sesión:";
    assert!(text.contains(&format!("{label} {code}")), "{text}");

    let wrong = post_form(&app, "/admin/code", &[("email", ADMIN), ("code", "000000")]).await;
    let wrong = wrong.text().await.unwrap();
    assert!(wrong.contains("Ese código no inició su sesión."), "{wrong}");
    let signed_in = post_form(&app, "/admin/code", &[("email", ADMIN), ("code", code)]).await;
    let cookie = session_cookie(&signed_in);
    let (status, page) = admin_page(&app, Some(&cookie)).await;
    assert_eq!(status, 200);
    for words in [
        "Área de administración",
        "El programa de un vistazo",
        "Escribir un anuncio",
        "Registro de actividad",
        "Muro de oración",
        "Grabaciones",
        "Orar juntos",
    ] {
        assert!(page.contains(words), "{words} in {page}");
    }
    for english in ["Admin area", "Audit log", "Write an announcement"] {
        assert!(!page.contains(english), "{english} in {page}");
    }
    let wall = app
        .client
        .get(app.url("/admin/prayer-wall"))
        .header(COOKIE, &cookie);
    let wall = wall.send().await.unwrap().text().await.unwrap();
    assert!(wall.contains("No hay nada pendiente."), "{wall}");
}

/// The `admin-…` message ids named in `dir`'s Rust sources (and its folders').
fn admin_ids(dir: &Path, ids: &mut Vec<String>) {
    let id = regex::Regex::new(r#""(admin-[a-z0-9-]+)""#).unwrap();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            admin_ids(&path, ids);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            ids.extend(id.captures_iter(&text).map(|c| c[1].to_string()));
        }
    }
}

fn source(path: &str) -> PathBuf {
    repo_root().join("service/src").join(path)
}

#[test]
fn every_admin_message_the_code_names_is_in_every_language() {
    let mut ids = Vec::new();
    for dir in ["routes/admin", "mail"] {
        admin_ids(&source(dir), &mut ids);
    }
    let storage = || SignInRefused::Storage(anyhow::anyhow!("down"));
    let refused = [
        SignInRefused::Code,
        SignInRefused::Expired,
        SignInRefused::Used,
        storage(),
    ];
    ids.extend(refused.iter().map(|r| r.message().to_string()));
    assert!(
        ids.len() > 100,
        "the admin area's words are the catalogue's: {ids:?}"
    );
    let catalogue = catalogue();
    for code in catalogue.languages() {
        let lang = catalogue.language(code);
        let missing: Vec<&String> = ids
            .iter()
            .filter(|id| catalogue.message(&lang, id, &[]) == id.as_str())
            .collect();
        assert!(missing.is_empty(), "not in '{code}': {missing:?}");
    }
}

#[test]
fn the_admin_areas_counts_are_said_with_each_languages_plurals() {
    let catalogue = catalogue();
    let counted = [
        ("admin-glance-not-started", "days"),
        ("admin-glance-over", "days"),
        ("admin-watch-draft-title", "count"),
        ("admin-wall-legend-reports", "reports"),
    ];
    for code in catalogue.languages() {
        let lang = catalogue.language(code);
        for (id, name) in counted {
            let said = |n: i64| {
                let args = [
                    (name, n.into()),
                    ("title", "Watch".into()),
                    ("kind", "New".into()),
                    ("lang", "en".into()),
                ];
                catalogue.message(&lang, id, &args)
            };
            let (one, many) = (said(1), said(3));
            assert_ne!(one, many, "{code} {id}");
            assert!(
                !one.contains("(s)") && !many.contains("(s)"),
                "{code} {id}: {one} / {many}"
            );
        }
    }
}
