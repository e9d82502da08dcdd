//! Issue 41's day-level rules: nothing pressures (hunger lines only for members fasting from
//! food, no "giving up", no fast from water) and every language is held to the same checks
//! (reading load with the health tips, repetition, weekdays, literal names), with file and
//! field. Facts come from `content/`.

use std::path::{Path, PathBuf};

use super::model::FOOD_WAYS;
use super::tests::{catalogue, copy_content, edit, refused, says};
use super::{Catalogue, DAY_WORD_BUDGET, MEDIAN_WORD_BUDGET};

/// The first language's days, or `lang`'s.
fn day_file(dir: &Path, lang: Option<&str>, day: u16) -> PathBuf {
    let days = lang.map_or(dir.join("days"), |l| dir.join(l).join("days"));
    days.join(format!("day-{day:02}.json"))
}

/// The other languages the content offers (Spanish in the sample).
fn other_language(catalogue: &Catalogue) -> String {
    catalogue
        .translations
        .keys()
        .next()
        .expect("the sample offers a second language")
        .clone()
}

/// Every language's days: the first's, then each translation's.
fn every_language(
    catalogue: &Catalogue,
) -> Vec<(
    String,
    &std::collections::BTreeMap<u16, super::model::DayGuide>,
)> {
    let first = catalogue.programme.languages[0].clone();
    std::iter::once((first, &catalogue.days))
        .chain(
            catalogue
                .translations
                .iter()
                .map(|(l, t)| (l.clone(), &t.days)),
        )
        .collect()
}

#[test]
fn a_hunger_line_is_shown_only_to_members_fasting_from_food() {
    let catalogue = catalogue();
    let mut food_lines = 0;
    for (lang, days) in every_language(&catalogue) {
        for (day, guide) in days {
            let everyone = &guide.sustaining.tips;
            let food = guide.sustaining.food_tips.clone().unwrap_or_default();
            // A member on a non-food fast reads the day's tips and none of its food tips; one
            // fasting from food (or who has not chosen) reads both.
            let non_food = guide.sustaining.tips_for(Some("nonFood"));
            assert_eq!(
                non_food,
                everyone.iter().map(String::as_str).collect::<Vec<_>>()
            );
            for way in FOOD_WAYS.iter().copied().map(Some).chain([None]) {
                let read = guide.sustaining.tips_for(way);
                assert!(
                    food.iter().all(|t| read.contains(&t.as_str())),
                    "{lang} day {day} {way:?}"
                );
            }
            // And what a non-food member reads passes the rule: no hunger or meals in it.
            let found = super::rules::pressure(guide, &lang);
            assert!(found.is_empty(), "{lang} day {day}: {found:?}");
            food_lines += food.len();
        }
    }
    assert!(food_lines > 0, "the sample has food tips");
}

#[test]
fn a_hunger_tip_for_every_member_is_refused_in_every_language() {
    let catalogue = catalogue();
    let mut at = Vec::new();
    let dir = copy_content();
    for (lang, days) in every_language(&catalogue) {
        // A food tip of the content that speaks of hunger or meals, moved to the tips every
        // member reads.
        let (day, tip, n) = days
            .iter()
            .flat_map(|(day, guide)| {
                let n = guide.sustaining.tips.len();
                let food = guide.sustaining.food_tips.clone().unwrap_or_default();
                food.into_iter()
                    .map(move |tip| (*day, guide.clone(), tip, n))
            })
            .find_map(|(day, mut guide, tip, n)| {
                guide.sustaining.tips.push(tip.clone());
                let flagged = !super::rules::pressure(&guide, &lang).is_empty();
                flagged.then_some((day, tip, n))
            })
            .unwrap_or_else(|| panic!("{lang}: a food tip about hunger or meals"));
        let language = (lang != catalogue.programme.languages[0]).then_some(lang.as_str());
        let file = day_file(dir.path(), language, day);
        edit(&file, |v| {
            v["sustaining"]["tips"]
                .as_array_mut()
                .unwrap()
                .push(tip.into());
        });
        at.push((file, format!("sustaining.tips[{n}]")));
    }
    let found = refused(dir.path());
    for (file, field) in at {
        says(
            &found,
            &file.to_string_lossy(),
            &field,
            "sustaining.foodTips",
        );
    }
}

#[test]
fn pressure_is_refused_day_9_giving_up_and_day_22_first_glass_of_water() {
    let lang = other_language(&catalogue());
    let dir = copy_content();
    // The lines issue 41 found (Day 9's tip, Day 22's close), in both languages.
    let lines = [
        (
            None,
            9,
            "sustaining.tips",
            "When hunger flares, treat it as a prompt to pray “Search me, God” instead of a signal to give up.",
        ),
        (
            None,
            22,
            "close.actionStep",
            "As you drink your first glass of water tonight, let it remind you of Jesus’ invitation.",
        ),
        (
            Some(lang.as_str()),
            9,
            "sustaining.tips",
            "Cuando el ayuno se haga pesado, tómalo como una señal para orar, y no como una señal para rendirte.",
        ),
        (
            Some(lang.as_str()),
            22,
            "close.actionStep",
            "Al beber tu primer vaso de agua esta noche, deja que te recuerde la invitación de Jesús.",
        ),
    ];
    for (language, day, field, text) in lines {
        edit(&day_file(dir.path(), language, day), |v| match field {
            "sustaining.tips" => v["sustaining"]["tips"][0] = text.into(),
            _ => v["close"]["actionStep"] = text.into(),
        });
    }
    let found = refused(dir.path());
    says(
        &found,
        &format!("{}", day_file(dir.path(), None, 9).display()),
        "sustaining.tips[0]",
        "'signal to give up' pressures",
    );
    says(
        &found,
        &format!("{}", day_file(dir.path(), None, 22).display()),
        "close.actionStep",
        "'first glass of water' pressures",
    );
    let es = |day: u16| format!("{lang}/days/day-{day:02}.json");
    says(
        &found,
        &es(9),
        "sustaining.tips[0]",
        "'para rendirte' pressures",
    );
    says(
        &found,
        &es(22),
        "close.actionStep",
        "'primer vaso de agua' pressures",
    );
}

#[test]
fn a_literal_church_name_in_another_language_is_refused() {
    let catalogue = catalogue();
    let lang = other_language(&catalogue);
    let church = catalogue.programme.church.clone();
    let day = *catalogue.translations[&lang].days.keys().next().unwrap();
    let dir = copy_content();
    edit(&day_file(dir.path(), Some(&lang), day), |v| {
        v["dailyPrayer"] = format!("Señor, bendice hoy a {church}. Amén.").into();
    });
    says(
        &refused(dir.path()),
        &format!("{lang}/days/day-{day:02}.json"),
        "dailyPrayer",
        "write {church}",
    );
}

#[test]
fn a_day_of_another_language_over_the_reading_budget_is_refused() {
    let catalogue = catalogue();
    let lang = other_language(&catalogue);
    let loads = catalogue.reading_loads();
    let (_, load) = loads.iter().find(|(l, _)| *l == lang).unwrap();
    assert!(
        load.max <= DAY_WORD_BUDGET && load.median <= MEDIAN_WORD_BUDGET,
        "{load}"
    );
    // The load counts the three health tips every day shows: more than the day's own words.
    let day = *load.per_day.keys().next().unwrap();
    let guide = &catalogue.translations[&lang].days[&day];
    let own = super::prose::texts(guide)
        .iter()
        .filter(|(f, _)| !f.starts_with("sustaining.foodTips"))
        .map(|(_, t)| t.split_whitespace().count())
        .sum::<usize>();
    let tips = &catalogue.translations[&lang]
        .programme
        .ways_of_fasting
        .non_food
        .tips;
    let health = [&tips.break_fast, &tips.dizziness, &tips.medication]
        .iter()
        .map(|t| t.split_whitespace().count())
        .sum::<usize>();
    assert!(load.per_day[&day] >= own + health, "{load}");

    let dir = copy_content();
    let extra = DAY_WORD_BUDGET + 1 - load.per_day[&day];
    edit(&day_file(dir.path(), Some(&lang), day), |v| {
        let prayer = v["dailyPrayer"].as_str().unwrap().to_string();
        let filler: Vec<String> = (0..extra).map(|i| format!("p{i}")).collect();
        v["dailyPrayer"] = format!("{} {prayer}", filler.join(" ")).into();
    });
    says(
        &refused(dir.path()),
        &format!("{lang}/days/day-{day:02}.json"),
        "",
        &format!(
            "{} words, over the budget of {DAY_WORD_BUDGET}",
            DAY_WORD_BUDGET + 1
        ),
    );
}

#[test]
fn repetition_and_weekday_rules_hold_in_another_language() {
    let catalogue = catalogue();
    let lang = other_language(&catalogue);
    let start = catalogue.programme.start_date;
    let days: Vec<u16> = catalogue.translations[&lang].days.keys().copied().collect();
    let weekday_of = |day: u16| {
        start
            .checked_add(jiff::Span::new().days(day - 1))
            .unwrap()
            .weekday()
    };
    let not_sunday = *days
        .iter()
        .find(|d| weekday_of(**d) != jiff::civil::Weekday::Sunday)
        .unwrap();
    let dir = copy_content();
    let sentence =
        "Esta noche daré gracias al Señor por siete misericordias pequeñas que me sorprendieron.";
    for day in &days[..3] {
        edit(&day_file(dir.path(), Some(&lang), *day), |v| {
            v["close"]["actionStep"] = sentence.into();
        });
    }
    edit(&day_file(dir.path(), Some(&lang), not_sunday), |v| {
        v["slots"][1]["actionStep"] = "Saluda a alguien nuevo después del culto.".into();
    });
    let found = refused(dir.path());
    says(
        &found,
        &format!("{lang}/days/day-{:02}.json", days[2]),
        "close.actionStep",
        "stands on 3 days",
    );
    says(
        &found,
        &format!("{lang}/days/day-{not_sunday:02}.json"),
        "slots[1].actionStep",
        "'después del culto' assumes a Sunday",
    );
}

#[test]
fn the_1909s_capitalised_openings_are_shown_in_sentence_case_and_stored_verbatim() {
    use super::scripture_text::sentence_case;
    let catalogue = catalogue();
    let lang = other_language(&catalogue);
    let mut openings = 0;
    for (day, guide) in &catalogue.translations[&lang].days {
        let file = day_file(&super::tests::content(), Some(&lang), *day);
        let written: super::model::DayGuide =
            serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
        let passages = |g: &super::model::DayGuide| {
            let slots = g.slots.iter().chain(std::iter::once(&g.close));
            std::iter::once(g.anchor_scripture.text.clone())
                .chain(slots.filter_map(|s| s.scripture.as_ref().map(|p| p.text.clone())))
                .collect::<Vec<_>>()
        };
        for (shown, stored) in passages(guide).iter().zip(passages(&written)) {
            assert_eq!(*shown, sentence_case(&stored), "day {day}");
            assert_eq!(sentence_case(shown), *shown, "day {day}: still in capitals");
            openings += usize::from(*shown != stored);
        }
    }
    assert!(openings > 0, "the sample has capitalised 1909 openings");
}
