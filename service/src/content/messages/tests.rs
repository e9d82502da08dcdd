use std::path::Path;

use super::*;

fn repository() -> Messages {
    let content = Path::new(env!("CARGO_MANIFEST_DIR")).join("../content");
    let mut problems = Vec::new();
    let messages = Messages::load(&content, &["en".into(), "es".into()], &mut problems);
    assert!(problems.is_empty(), "{problems:#?}");
    messages
}

#[test]
fn variables_and_plurals_are_filled_by_fluent_without_isolation_marks() {
    let messages = repository();
    let days = |lang: &str, n: i64| {
        messages.format(lang, "summary-journey-subject", &[("days", n.into())])
    };
    assert_eq!(days("en", 1), "Your prayer fast journey so far — 1 day");
    assert_eq!(days("en", 3), "Your prayer fast journey so far — 3 days");
    assert!(days("es", 1).ends_with("— 1 día"), "{}", days("es", 1));
    assert!(days("es", 3).ends_with("— 3 días"), "{}", days("es", 3));
}

#[test]
fn a_language_not_offered_reads_as_the_first_and_an_unknown_message_as_its_id() {
    let messages = repository();
    assert_eq!(
        messages.format("de", "confirm-button", &[]),
        "Confirm my address"
    );
    assert_eq!(
        messages.format("es", "no-such-message", &[]),
        "no-such-message"
    );
}

#[test]
fn spanish_counts_agree_with_their_number() {
    let messages = repository();
    let wrong = |left: i64| {
        let said = Said::new("error-code-wrong").with("left", SaidArg::Number(left));
        messages.say("es", &said)
    };
    assert!(wrong(1).ends_with("(te queda 1 intento)."), "{}", wrong(1));
    assert!(
        wrong(3).ends_with("(te quedan 3 intentos)."),
        "{}",
        wrong(3)
    );
}

#[test]
fn a_said_message_logs_as_its_id_and_variables_and_says_any_number_exactly() {
    let said = Said::new("error-unknown-slot")
        .with("day", SaidArg::Number(i64::MAX))
        .with("key", SaidArg::Text("'dawn'".into()))
        .with("what", SaidArg::Message("error-a-key"));
    assert_eq!(
        said.to_string(),
        r#"error-unknown-slot (day: 9223372036854775807, key: "'dawn'", what: error-a-key)"#
    );
    assert_eq!(Said::new("error-storage").to_string(), "error-storage");
    assert_eq!(
        repository().say("en", &said),
        "Day 9223372036854775807 has no slot 'dawn'"
    );
}
