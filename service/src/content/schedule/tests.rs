use super::*;
use crate::content::Catalogue;

fn plan_from(start: &str) -> ReminderPlan {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../content");
    ReminderPlan::from_catalogue(&Catalogue::load(&dir, Some(start.parse().unwrap())).unwrap())
}

fn all_keys(plan: &ReminderPlan) -> Vec<String> {
    plan.keys().into_iter().collect()
}

fn at(zoned: &str) -> Timestamp {
    zoned.parse::<jiff::Zoned>().unwrap().timestamp()
}

#[test]
fn the_first_reminder_is_the_first_guides_first_slot_in_the_members_zone() {
    let plan = plan_from("2025-10-01");
    let tz = TimeZone::get("America/Chicago").unwrap();
    let next = plan
        .next_after(
            &tz,
            &all_keys(&plan),
            at("2025-09-30T12:00[America/Chicago]"),
        )
        .unwrap();
    let (day, date, slot) = plan
        .all()
        .min_by_key(|(day, _, slot)| (*day, slot.time))
        .unwrap();
    assert_eq!((next.day, next.key.as_str()), (day, slot.key.as_str()));
    let local = date
        .to_datetime(slot.time)
        .in_tz("America/Chicago")
        .unwrap();
    assert_eq!(next.at, local.timestamp());
}

#[test]
fn a_day_runs_through_its_slots_the_close_from_content_and_the_watch() {
    let plan = plan_from("2025-10-01");
    let tz = TimeZone::get("Africa/Lagos").unwrap();
    let mut after = at("2025-10-04T00:00[Africa/Lagos]");
    let mut seen = Vec::new();
    let mut day = None;
    while let Some(r) = plan.next_after(&tz, &all_keys(&plan), after) {
        // One day's reminders: stop at the next day's first.
        if *day.get_or_insert(r.day) != r.day {
            break;
        }
        seen.push((r.key.clone(), r.at.to_zoned(tz.clone()).time().to_string()));
        after = r.at;
    }
    let expect = [
        ("opening", "06:00:00"),
        ("morning", "09:00:00"),
        ("midday", "12:00:00"),
        ("afternoon", "15:00:00"),
        ("close", "17:45:00"),
        ("prayer-watch", "21:00:00"),
    ];
    let expect: Vec<(String, String)> = expect
        .iter()
        .map(|(k, t)| (k.to_string(), t.to_string()))
        .collect();
    assert_eq!(seen, expect);
}

#[test]
fn only_chosen_slots_and_only_days_with_a_guide() {
    let plan = plan_from("2025-10-01");
    let tz = TimeZone::UTC;
    let watch_only = vec![PRAYER_WATCH_KEY.to_string()];
    let (_, last, _) = plan.all().max_by_key(|(day, _, _)| *day).unwrap();
    let after_the_last_watch = last
        .to_datetime(jiff::civil::time(21, 0, 0, 0))
        .in_tz("UTC")
        .unwrap()
        .timestamp();
    assert_eq!(
        plan.next_after(&tz, &watch_only, after_the_last_watch),
        None,
        "nothing after the last day with a guide"
    );
    let next = plan
        .next_after(&tz, &watch_only, at("2025-10-05T22:00[UTC]"))
        .unwrap();
    assert_eq!((next.day, next.key.as_str()), (6, PRAYER_WATCH_KEY));
}

#[test]
fn a_day_without_a_guide_has_no_reminders() {
    // The repository's content with one day's guide removed.
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../content");
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("days")).unwrap();
    // In its first language only: the day is removed from that one.
    let mut programme: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(src.join("programme.json")).unwrap())
            .unwrap();
    programme["languages"] = serde_json::json!(["en"]);
    std::fs::write(dir.path().join("programme.json"), programme.to_string()).unwrap();
    for part in crate::content::messages::PARTS {
        let messages = format!("messages/en/{part}");
        std::fs::create_dir_all(dir.path().join(&messages)).unwrap();
        for entry in std::fs::read_dir(src.join(&messages)).unwrap() {
            let path = entry.unwrap().path();
            let to = dir.path().join(&messages).join(path.file_name().unwrap());
            std::fs::copy(&path, to).unwrap();
        }
    }
    let catalogue = Catalogue::load(&src, None).unwrap();
    let days: Vec<u16> = catalogue.days.keys().copied().collect();
    let pinned = catalogue.programme.pinned_cover.as_ref().map(|p| p.day);
    let gap = *days[1..days.len() - 1]
        .iter()
        .find(|d| Some(**d) != pinned)
        .unwrap();
    for day in days.iter().filter(|d| **d != gap) {
        let file = format!("days/day-{day:02}.json");
        std::fs::copy(src.join(&file), dir.path().join(&file)).unwrap();
    }
    let plan = ReminderPlan::from_catalogue(&Catalogue::load(dir.path(), None).unwrap());
    let watch_only = vec![PRAYER_WATCH_KEY.to_string()];
    let before_gap = plan
        .date_of(gap - 1)
        .to_datetime(jiff::civil::time(22, 0, 0, 0))
        .in_tz("UTC")
        .unwrap()
        .timestamp();
    let next = plan
        .next_after(&TimeZone::UTC, &watch_only, before_gap)
        .unwrap();
    assert_eq!(next.day, gap + 1, "day {gap} has no guide, so no reminder");
}

#[test]
fn five_zones_across_a_dst_change_keep_local_wall_times() {
    // Europe moves its clocks back on 26 Oct 2025, the US on 2 Nov 2025; day 3 of a fast
    // starting 24 Oct is 26 Oct, day 12 is 4 Nov.
    let plan = plan_from("2025-10-24");
    let keys = all_keys(&plan);
    for zone in [
        "Europe/London",
        "Europe/Berlin",
        "America/New_York",
        "America/Los_Angeles",
        "Australia/Sydney",
    ] {
        let tz = TimeZone::get(zone).unwrap();
        let mut after = at(&format!("2025-10-25T00:00[{zone}]"));
        let mut count = 0;
        while let Some(r) = plan.next_after(&tz, &keys, after) {
            let local = r.at.to_zoned(tz.clone());
            let slot = plan.slot(r.day, &r.key).unwrap();
            assert_eq!(local.time(), slot.time, "{zone} day {} {}", r.day, r.key);
            assert_eq!(local.date(), plan.date_of(r.day), "{zone}");
            assert!(r.at > after);
            after = r.at;
            count += 1;
        }
        let expected = plan
            .all()
            .filter(|(_, date, _)| *date >= jiff::civil::date(2025, 10, 25))
            .count();
        assert_eq!(count, expected, "{zone}: every reminder from day 2 on");
        assert!(count > 0);
    }
}

#[test]
fn a_slot_inside_a_dst_gap_moves_forward() {
    // A zone whose clocks jump 00:00 → 01:00; put the watch at 00:30 by using a custom plan.
    let mut plan = plan_from("2025-10-01");
    for slots in plan.days.values_mut() {
        slots.retain(|s| s.key == PRAYER_WATCH_KEY);
        slots[0].time = Time::new(0, 30, 0, 0).unwrap();
    }
    // Chile: clocks go forward at 00:00 on 7 Sep 2025 → start the fast so day 3 is that date.
    let plan = ReminderPlan {
        start: "2025-09-05".parse().unwrap(),
        ..plan
    };
    let tz = TimeZone::get("America/Santiago").unwrap();
    let r = plan
        .next_after(
            &tz,
            &[PRAYER_WATCH_KEY.into()],
            at("2025-09-06T12:00[America/Santiago]"),
        )
        .unwrap();
    assert_eq!(r.day, 3);
    assert_eq!(r.at.to_zoned(tz).time(), Time::new(1, 30, 0, 0).unwrap());
}
