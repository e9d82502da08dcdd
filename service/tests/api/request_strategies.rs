//! Proptest strategies for API requests: valid ones built from the programme's content, and
//! arbitrary or one-field-broken ones.

use std::sync::LazyLock;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use prayer_fast::content::Catalogue;
use prayer_fast::content::ReminderPlan;
use proptest::prelude::*;
use proptest::sample::{Index, select, subsequence};
use serde_json::{Value, json};

use crate::helpers::repo_root;

pub static CATALOGUE: LazyLock<Catalogue> =
    LazyLock::new(|| Catalogue::load(&repo_root().join("content"), None).unwrap());

/// Any JSON value, nested a few levels.
pub fn any_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_map(|f| json!(f)),
        any::<String>().prop_map(Value::from),
    ];
    leaf.prop_recursive(3, 24, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::from),
            prop::collection::btree_map(any::<String>(), inner, 0..6)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// `valid` with one of its fields replaced by any JSON value, or removed; `deeper` descends
/// into nested objects (a subscription's keys) before choosing.
pub fn broken(valid: impl Strategy<Value = Value>) -> impl Strategy<Value = Value> {
    (
        valid,
        any::<Index>(),
        any::<bool>(),
        proptest::option::of(any_json()),
    )
        .prop_map(|(mut body, field, deeper, replacement)| {
            break_field(&mut body, field, deeper, &replacement);
            body
        })
}

fn break_field(value: &mut Value, field: Index, deeper: bool, replacement: &Option<Value>) {
    let Some(object) = value.as_object_mut().filter(|o| !o.is_empty()) else {
        return;
    };
    let key = object
        .keys()
        .nth(field.index(object.len()))
        .unwrap()
        .clone();
    if deeper && object[&key].is_object() {
        return break_field(&mut object[&key], field, deeper, replacement);
    }
    match replacement {
        Some(new) => object[&key] = new.clone(),
        None => drop(object.remove(&key)),
    }
}

/// Request bodies of every kind: bytes, JSON of any shape, and `valid` bodies with a field broken.
pub fn any_body(valid: impl Strategy<Value = Value>) -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        prop::collection::vec(any::<u8>(), 0..200),
        any_json().prop_map(|v| v.to_string().into_bytes()),
        broken(valid).prop_map(|v| v.to_string().into_bytes()),
    ]
}

/// A deliverable address, sometimes with spaces around it.
pub fn email() -> impl Strategy<Value = String> {
    (
        "[a-z0-9][a-z0-9._+-]{0,20}[a-z0-9]",
        "[a-z][a-z0-9-]{0,10}[a-z0-9]",
        "[a-z]{2,6}",
        select(vec!["", " ", "\t"]),
    )
        .prop_map(|(local, domain, tld, pad)| format!("{pad}{local}@{domain}.{tld}{pad}"))
        .prop_filter("no '..' in the local part", |e| !e.contains(".."))
        // A label starting `xn--` is an IDNA A-label, deliverable only when it is valid punycode
        // (the service refuses `xn--18a-7m0`, which proptest once drew).
        .prop_filter("no xn-- label", |e| !e.contains("@xn--"))
}

/// Journal text: any characters, line breaks and control characters included.
fn journal_text() -> impl Strategy<Value = String> {
    prop::collection::vec(any::<char>(), 0..300).prop_map(String::from_iter)
}

/// A summary the service must accept: a day with a guide, its theme, some of its slots and journals.
pub fn valid_summary() -> impl Strategy<Value = Value> {
    let days: Vec<u16> = CATALOGUE.days.keys().copied().collect();
    (select(days), email()).prop_flat_map(|(day, email)| {
        let guide = CATALOGUE.day(day).unwrap();
        let slots: Vec<String> = guide.checkable_slots().map(|s| s.key.clone()).collect();
        let journals: Vec<String> = guide
            .timed_slots()
            .filter_map(|s| s.journal.as_ref().map(|j| j.key.clone()))
            .collect();
        let (slot_count, journal_count) = (slots.len(), journals.len());
        (
            subsequence(slots, 0..=slot_count),
            prop::collection::vec(journal_text(), journal_count),
            subsequence(journals, 0..=journal_count),
        )
            .prop_map(move |(completed, texts, journal_keys)| {
                let journals: serde_json::Map<String, Value> = journal_keys
                    .into_iter()
                    .zip(texts)
                    .map(|(k, t)| (k, t.into()))
                    .collect();
                json!({
                    "email": email,
                    "dayNumber": day,
                    "theme": guide.theme,
                    "completedSlots": completed,
                    "journals": journals,
                })
            })
    })
}

fn base64url(bytes: &[u8], padded: bool) -> String {
    let encoded = URL_SAFE_NO_PAD.encode(bytes);
    if padded {
        format!("{encoded}=")
    } else {
        encoded
    }
}

/// IANA zone names the time-zone database knows.
pub fn time_zone() -> impl Strategy<Value = String> {
    let names: Vec<String> = jiff::tz::db().available().map(|n| n.to_string()).collect();
    select(names)
}

/// A subscription the service must accept: a public https endpoint (an address, so no look-up),
/// well-formed keys, a known zone, and some of the reminders.
pub fn valid_subscription() -> impl Strategy<Value = Value> {
    let keys: Vec<String> = ReminderPlan::from_catalogue(&CATALOGUE)
        .keys()
        .into_iter()
        .collect();
    let hosts = vec!["8.8.8.8", "1.1.1.1", "9.9.9.9", "[2a00:1450:4001::1]"];
    let key_count = keys.len();
    (
        select(hosts),
        "[A-Za-z0-9_-]{1,40}",
        prop::array::uniform32(any::<u8>()),
        prop::array::uniform32(any::<u8>()),
        prop::array::uniform16(any::<u8>()),
        any::<bool>(),
        time_zone(),
        proptest::option::of(subsequence(keys, 1..=key_count)),
    )
        .prop_map(|(host, path, x, y, auth, padded, zone, slots)| {
            let point: Vec<u8> = [&[4u8][..], &x, &y].concat();
            let mut body = json!({
                "subscription": {
                    "endpoint": format!("https://{host}/push/{path}"),
                    "expirationTime": null,
                    "keys": { "p256dh": base64url(&point, padded), "auth": base64url(&auth, padded) },
                },
                "timeZone": zone,
            });
            if let Some(slots) = slots {
                body["slots"] = json!(slots);
            }
            body
        })
}

/// Header value bytes that HTTP can carry (visible ASCII, space, tab, and bytes over 0x7f).
pub fn header_bytes() -> impl Strategy<Value = Vec<u8>> {
    let byte =
        prop_oneof![8 => 0x21u8..0x7f, 1 => Just(b' '), 1 => Just(b'\t'), 1 => 0x80u8..=0xff];
    prop::collection::vec(byte, 1..160)
}
