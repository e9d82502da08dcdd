"""The authoring kit: `npm run content:scripture` fills scripture from references (and gives the
content back byte for byte), `npm run content:new-day` writes a template the checks accept once
filled, and the scripture check refuses a verse quoted twice."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import new_day  # noqa: E402
import scripture  # noqa: E402

BINARY = ROOT / "target" / "debug" / "prayer-fast"


def blank_texts(node):
    if isinstance(node, dict):
        return {k: ("" if k == "text" and "reference" in node else blank_texts(v)) for k, v in node.items()}
    if isinstance(node, list):
        return [blank_texts(v) for v in node]
    return node


def drop_texts(node):
    if isinstance(node, dict):
        return {k: drop_texts(v) for k, v in node.items() if not (k == "text" and "reference" in node)}
    if isinstance(node, list):
        return [drop_texts(v) for v in node]
    return node


def day_files(content: Path):
    return sorted((content / "days").glob("day-*.json"))


@pytest.mark.parametrize("blank", [blank_texts, drop_texts], ids=["emptied", "removed"])
def test_filling_blanked_scripture_gives_the_files_back_byte_for_byte(content_copy, blank):
    originals = {f.name: f.read_bytes() for f in day_files(content_copy)}
    for file in day_files(content_copy):
        data = blank(json.loads(file.read_text(encoding="utf-8")))
        file.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    assert all(f.read_bytes() != originals[f.name] for f in day_files(content_copy)), "every day was blanked"
    assert scripture.fill(content_copy) == 0
    for file in day_files(content_copy):
        assert file.read_bytes() == originals[file.name], file.name


def test_a_reference_that_does_not_parse_is_reported_with_file_and_field(content_copy, capsys):
    file = day_files(content_copy)[0]
    data = json.loads(file.read_text(encoding="utf-8"))
    data["anchorScripture"] = {"reference": "Hezekiah 3:4"}
    file.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    assert scripture.fill(content_copy) == 1
    err = capsys.readouterr().err
    assert f"{file}: $.anchorScripture.reference: cannot read 'Hezekiah 3:4'" in err


def test_a_verse_quoted_on_two_days_is_refused(content_copy, capsys):
    first, second = day_files(content_copy)[:2]
    anchor = json.loads(first.read_text(encoding="utf-8"))["anchorScripture"]
    data = json.loads(second.read_text(encoding="utf-8"))
    # One verse of the first day's anchor passage, quoted again on the second day.
    reference = anchor["reference"].split("-")[0]
    data["anchorScripture"] = {"reference": reference, "text": scripture.web_text(reference)}
    second.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    assert scripture.check(content_copy) == 1
    err = capsys.readouterr().err
    assert f"{second}: $.anchorScripture.reference: {reference} repeats verses already quoted at {first.name}" in err


def test_the_programme_quotes_no_verse_twice(capsys):
    assert scripture.check(ROOT / "content") == 0, capsys.readouterr().err


def fill_template(node, counter):
    """Replaces every TODO with writing of its own (unique), and every reference with a verse no day uses."""
    if isinstance(node, dict):
        out = {}
        for key, value in node.items():
            if key == "reference" and value.startswith("TODO"):
                counter[0] += 1
                out[key] = f"1 Chronicles 1:{counter[0]}"
            else:
                out[key] = fill_template(value, counter)
        return out
    if isinstance(node, list):
        return [fill_template(v, counter) for v in node]
    if isinstance(node, str) and node.startswith("TODO"):
        counter[0] += 1
        return f"Written text number {counter[0]} for the new day."
    return node


def check_content(content: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(BINARY), "check-content", "--dir", str(content)], capture_output=True, text=True)


def test_a_new_day_template_is_refused_until_filled_then_accepted(content_copy):
    programme = json.loads((content_copy / "programme.json").read_text(encoding="utf-8"))
    # The programme in its first language only: a new day here has no translation to match.
    programme["languages"] = programme.get("languages", ["en"])[:1]
    (content_copy / "programme.json").write_text(json.dumps(programme, indent=2, ensure_ascii=False), encoding="utf-8")
    taken = {int(f.stem.split("-")[1]) for f in day_files(content_copy)}
    day = next(d for d in range(1, programme["lengthDays"] + 2) if d not in taken)
    if day > programme["lengthDays"]:
        # Every day has a guide: make room for the template.
        day = programme["lengthDays"]
        (content_copy / "days" / f"day-{day:02d}.json").unlink()
    assert new_day.main([str(day), str(content_copy)]) == 0
    assert new_day.main([str(day), str(content_copy)]) == 1, "never overwrites a day"
    file = content_copy / "days" / f"day-{day:02d}.json"

    refused = check_content(content_copy)
    assert refused.returncode == 1
    assert f"day-{day:02d}.json: theme: still has the new-day template's text" in refused.stderr

    data = fill_template(json.loads(file.read_text(encoding="utf-8")), [0])
    file.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    assert scripture.fill(content_copy) == 0
    accepted = check_content(content_copy)
    assert accepted.returncode == 0, accepted.stderr
    assert scripture.check(content_copy) == 0


def test_a_day_in_another_language_keeps_the_structure_and_asks_for_every_text(content_copy):
    programme_file = content_copy / "programme.json"
    programme = json.loads(programme_file.read_text(encoding="utf-8"))
    programme["languages"] = ["en", "xx"]
    programme_file.write_text(json.dumps(programme), encoding="utf-8")
    original = json.loads((content_copy / "days" / "day-03.json").read_text(encoding="utf-8"))
    assert new_day.main(["3", "--lang", "xx", str(content_copy)]) == 0
    written = json.loads((content_copy / "xx" / "days" / "day-03.json").read_text(encoding="utf-8"))
    assert [s["key"] for s in written["slots"]] == [s["key"] for s in original["slots"]]
    assert [s["time"] for s in written["slots"]] == [s["time"] for s in original["slots"]]
    assert written["anchorScripture"] == {"reference": f"TODO: the xx Bible's reference of {original['anchorScripture']['reference']}", "text": ""}
    assert written["theme"] == f"TODO: in xx (keep any {{placeholder}}): {original['theme']}"
    # A language the programme does not offer, and a day not written in the first language, are refused.
    assert new_day.main(["3", "--lang", "yy", str(content_copy)]) == 1
    (content_copy / "days" / "day-04.json").unlink()
    assert new_day.main(["4", "--lang", "xx", str(content_copy)]) == 1
