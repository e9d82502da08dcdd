use super::*;
use serde_json::Value;

/// The fixture the PWA's build filler is tested against too.
fn fixture() -> Value {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../pwa/build/placeholders.fixture.json");
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn the_shared_fixture_fills_as_written() {
    let fixture = fixture();
    let programme = Placeholders::from_programme_json(&fixture["programme"]);
    let day_slots: Vec<(&str, String)> = fixture["daySlots"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str().unwrap().to_string()))
        .collect();
    let day = programme.with_day_slots(day_slots);
    for case in fixture["cases"].as_array().unwrap() {
        let text = case["text"].as_str().unwrap();
        assert_eq!(programme.fill(text), case["programme"].as_str().unwrap());
        assert_eq!(day.fill(text), case["day"].as_str().unwrap());
    }
    let unknown: Vec<&str> = fixture["unknown"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert_eq!(
        programme.unknown(fixture["unknownText"].as_str().unwrap()),
        unknown
    );
}

#[test]
fn slot_names_are_camel_case() {
    assert_eq!(slot_time_name("dawn-watch"), "dawnWatchTime");
    assert_eq!(slot_time_name("close"), "closeTime");
}
