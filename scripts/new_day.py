#!/usr/bin/env python3
"""`npm run content:new-day -- N`: writes content/days/day-NN.json, a day guide with every field
present. Each field still to write says what it is for, starting with TODO (`npm run
check:content` refuses a day until none is left). Scripture needs only its reference:
`npm run content:scripture` fills the text.

  new_day.py N [CONTENT_DIR]
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


def main(argv: list[str]) -> int:
    if len(argv) < 1 or not argv[0].isdigit():
        print(__doc__, file=sys.stderr)
        return 2
    day = int(argv[0])
    content = Path(argv[1] if len(argv) > 1 else "content")
    programme = json.loads((content / "programme.json").read_text(encoding="utf-8"))
    if not 1 <= day <= programme["lengthDays"]:
        print(f"day {day} is outside the programme (days 1 to {programme['lengthDays']})", file=sys.stderr)
        return 1
    file = content / "days" / f"day-{day:02d}.json"
    if file.exists():
        print(f"{file} already exists: edit it, or remove it first", file=sys.stderr)
        return 1
    file.write_text(json.dumps(template(day, programme), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {file}: replace every TODO, run `npm run content:scripture`, then `npm run check:content`")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
