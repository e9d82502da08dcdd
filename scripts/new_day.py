#!/usr/bin/env python3
"""`npm run content:new-day -- N`: writes content/days/day-NN.json, a day guide with every field
present. Each field still to write says what it is for, starting with TODO (`npm run
check:content` refuses a day until none is left). Scripture needs only its reference:
`npm run content:scripture` fills the text.

`npm run content:new-day -- N --lang es` writes the day in another language the programme offers
(content/es/days/day-NN.json): the first language's day, its structure kept (keys, times, icons,
journal keys), every text a TODO quoting what to translate, and each scripture's reference to
give in that language's Bible (`npm run content:scripture -- --lang es` fills the text).

  new_day.py N [--lang xx] [CONTENT_DIR]
"""
import json
import sys
from pathlib import Path


def todo(what: str) -> str:
    return f"TODO: {what}"


def twelve_hour(time: str) -> str:
    h, m = (int(x) for x in time.split(":"))
    return f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"


ICONS = {"opening": "sunrise", "morning": "book-open", "midday": "sun", "afternoon": "flame", "close": "sunset"}
JOURNALS = {"opening", "morning", "afternoon"}
DECLARATIONS = {"opening", "midday", "afternoon"}


def scripture(what: str) -> dict:
    return {"reference": todo(f"{what}, e.g. Psalm 23:1-3 (whole verses; `npm run content:scripture` fills the text)")}


def slot(default: dict) -> dict:
    key = default["key"]
    out = {
        "key": key,
        "time": default["time"],
        "title": default["title"],
        "subtitle": todo(f"a short subtitle for the {default['title']} that names this day's focus"),
        "icon": ICONS.get(key, "sparkles"),
        "scripture": scripture(f"the passage read at {twelve_hour(default['time'])}"),
        "prayerFocus": todo("what to pray for at this time, two or three sentences spoken to the member"),
        "actionStep": todo("one practical step a working parent, a student or an older member can take"),
    }
    if key in JOURNALS:
        out["journal"] = {"key": key, "prompt": todo("a question for the member to write about")}
    if key in DECLARATIONS:
        out["declaration"] = todo("a one-sentence declaration in the first person, used nowhere else")
    if key == "close":
        out["closingPrayer"] = todo("the prayer that closes the day's fast, ending with Amen.")
    return out


def template(day: int, programme: dict) -> dict:
    slots = [slot(s) for s in programme["defaultSlots"]]
    close = slots.pop()
    return {
        "day": day,
        "theme": todo("the day's theme, shown in the header, on the cover, in the days list and in the e-mail"),
        "date": {"kind": "calendar"},
        # Placeholders, filled from the day's own slot times (never a typed time).
        "fastHours": "{openingTime}–{closeTime}",
        "backLabel": "Back",
        "footer": {"kind": "dots"},
        "anchorScripture": scripture("the Daily Foundation verse"),
        "dailyPrayer": todo("the day's prayer, spoken to God, about 150 words, ending with Amen."),
        "slots": slots,
        "close": close,
        "closeShownAs": "slot",
        "sustaining": {
            "title": "Sustaining the Fast",
            "tips": [
                # The break-fast step, dizziness and medication tips are programme.json's
                # waysOfFasting, shown every day: write this day's own.
                todo("a practical tip for fasting well today"),
            ],
        },
        "declarations": [todo("a declaration to speak aloud three times, used nowhere else")] * 3,
    }


# What a translation keeps as the first language wrote it: the structure, not the words.
KEPT = {"day", "key", "time", "icon", "kind", "closeShownAs"}


def translation(original: dict, lang: str) -> dict:
    """`original` (a day as the first language wrote it) with every text to write in `lang`."""

    def walk(value):
        if isinstance(value, dict):
            if "reference" in value:  # scripture: its reference in the language's Bible, its text filled
                return {"reference": todo(f"the {lang} Bible's reference of {value['reference']}"), "text": ""}
            return {k: v if k in KEPT else walk(v) for k, v in value.items()}
        if isinstance(value, list):
            return [walk(v) for v in value]
        if isinstance(value, str):
            return todo(f"in {lang} (keep any {{placeholder}}): {value}")
        return value

    return walk(original)


def main(argv: list[str]) -> int:
    lang = None
    if "--lang" in argv:
        at = argv.index("--lang")
        lang = argv[at + 1] if at + 1 < len(argv) else ""
        argv = argv[:at] + argv[at + 2 :]
    if len(argv) < 1 or not argv[0].isdigit():
        print(__doc__, file=sys.stderr)
        return 2
    day = int(argv[0])
    content = Path(argv[1] if len(argv) > 1 else "content")
    programme = json.loads((content / "programme.json").read_text(encoding="utf-8"))
    if not 1 <= day <= programme["lengthDays"]:
        print(f"day {day} is outside the programme (days 1 to {programme['lengthDays']})", file=sys.stderr)
        return 1
    languages = programme.get("languages", ["en"])
    if lang is not None and lang not in languages[1:]:
        print(f"--lang {lang}: the programme offers {', '.join(languages)}; name another language than the first ({languages[0]}) after adding it to programme.json's languages", file=sys.stderr)
        return 1
    name = f"day-{day:02d}.json"
    file = content / lang / "days" / name if lang else content / "days" / name
    if file.exists():
        print(f"{file} already exists: edit it, or remove it first", file=sys.stderr)
        return 1
    if lang:
        original = content / "days" / name
        if not original.exists():
            print(f"{original} does not exist: write the day in {languages[0]} first", file=sys.stderr)
            return 1
        day_guide = translation(json.loads(original.read_text(encoding="utf-8")), lang)
        file.parent.mkdir(parents=True, exist_ok=True)
        scripture_step = f"`npm run content:scripture -- --lang {lang}`"
    else:
        day_guide = template(day, programme)
        scripture_step = "`npm run content:scripture`"
    file.write_text(json.dumps(day_guide, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {file}: replace every TODO, run {scripture_step}, then `npm run check:content`")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
