//! Property tests of the parsers at the API's edge: no input makes them panic, what they accept
//! keeps their promises, and what they refuse comes with a message.

use std::collections::BTreeMap;

use prayer_fast::domain::{
    EMAIL_MAX_CHARS, MemberTimeZone, PushEndpoint, RecipientEmail, SummaryRequest,
    TIME_ZONE_MAX_CHARS,
};
use proptest::prelude::*;

use crate::request_strategies::{CATALOGUE, email};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn an_accepted_email_is_trimmed_short_and_dotted(raw in prop_oneof![any::<String>(), email()]) {
        if let Some(email) = RecipientEmail::parse(&raw) {
            let address = email.as_str();
            prop_assert_eq!(address, raw.trim());
            prop_assert!(address.chars().count() <= EMAIL_MAX_CHARS);
            let (_, domain) = address.rsplit_once('@').expect("an @");
            prop_assert!(domain.contains('.'), "{}", address);
        }
    }

    #[test]
    fn an_accepted_time_zone_is_short_trimmed_and_known(raw in any::<String>()) {
        if let Ok(zone) = MemberTimeZone::parse(&raw) {
            prop_assert!(raw.len() <= TIME_ZONE_MAX_CHARS);
            prop_assert_eq!(zone.name.as_str(), raw.trim());
        }
    }

    #[test]
    fn an_accepted_push_endpoint_is_https_unless_dev_loopback(raw in any::<String>(), dev in any::<bool>()) {
        match PushEndpoint::parse(&raw, dev) {
            Ok(endpoint) if !dev => prop_assert!(endpoint.as_str().starts_with("https://")),
            Ok(_) => {}
            Err(err) => prop_assert!(!err.to_string().is_empty()),
        }
    }

    #[test]
    fn any_summary_request_is_validated_or_refused_with_a_message(
        email in prop_oneof![any::<String>(), email()],
        day_number in prop_oneof![any::<i64>(), 0i64..45],
        theme in any::<String>(),
        completed_slots in prop::collection::vec(any::<String>(), 0..4),
        journals in prop::collection::btree_map(any::<String>(), any::<String>(), 0..4),
    ) {
        let request = SummaryRequest { email, day_number, theme, completed_slots, journals, recipient_token: None, rhythm: None };
        match request.validate(&CATALOGUE, &CATALOGUE.first_language()) {
            Ok(summary) => prop_assert!(CATALOGUE.day(summary.activity.day).is_some()),
            Err(err) => prop_assert!(!err.to_string().is_empty()),
        }
    }
}

#[test]
fn length_limits_hold_before_trimming_as_the_api_document_says() {
    let padded_email = format!("member@example.org{}", " ".repeat(EMAIL_MAX_CHARS));
    let request = SummaryRequest {
        email: padded_email,
        day_number: 7,
        theme: CATALOGUE.day(7).unwrap().theme.clone(),
        completed_slots: vec![],
        journals: BTreeMap::new(),
        recipient_token: None,
        rhythm: None,
    };
    assert!(
        request
            .clone()
            .validate(&CATALOGUE, &CATALOGUE.first_language())
            .is_err()
    );
    let trimmed = SummaryRequest {
        email: "member@example.org".into(),
        ..request
    };
    assert!(
        trimmed
            .validate(&CATALOGUE, &CATALOGUE.first_language())
            .is_ok()
    );
    let padded_zone = format!("America/Chicago{}", " ".repeat(TIME_ZONE_MAX_CHARS));
    assert!(MemberTimeZone::parse(&padded_zone).is_err());
    assert!(MemberTimeZone::parse(" America/Chicago ").is_ok());
}
