"""Every scripture text in content/ is verbatim World English Bible, and the checks say where not."""
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import scripture  # noqa: E402


def edit_day(content: Path, day: int, edit):
    path = content / "days" / f"day-{day:02d}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    edit(data)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2), encoding="utf-8")


def test_web_text_is_in_content_form():
    assert scripture.web_text("Matthew 6:15") == (
        "But if you don\u2019t forgive men their trespasses, neither will your Father forgive your trespasses."
    )
    assert scripture.web_text("Psalm 51:10") == "Create in me a clean heart, God. Renew a right spirit within me."


def test_every_passage_in_content_is_verbatim_web(capsys):
    assert scripture.check(ROOT / "content") == 0
    out = capsys.readouterr().out
    count = int(out.split("scripture: ")[1].split(" ")[0])
    assert count >= 50, out  # ten days, each with an anchor and a passage per slot


def test_a_changed_word_is_reported_with_file_and_field(content_copy, capsys):
    def change(day):
        day["anchorScripture"]["text"] = day["anchorScripture"]["text"].replace("near", "close", 1)

    edit_day(content_copy, 5, change)
    assert scripture.check(content_copy) == 1
    err = capsys.readouterr().err
    assert "day-05.json: $.anchorScripture.text is not the World English Bible text of James 4:8-10" in err
    assert "expected 'near', found 'close'" in err


def test_a_bad_reference_is_reported(content_copy, capsys):
    edit_day(content_copy, 3, lambda d: d["slots"][0]["scripture"].update(reference="Hezekiah 3:1"))
    assert scripture.check(content_copy) == 1
    assert "day-03.json: $.slots[0].scripture.reference: cannot read 'Hezekiah 3:1'" in capsys.readouterr().err


def test_check_content_command_reports_each_kind_of_mistake(content_copy):
    edit_day(content_copy, 4, lambda d: d.update(theme="Repentance"))
    edit_day(content_copy, 6, lambda d: d["declarations"].pop())
    edit_day(content_copy, 9, lambda d: d["slots"][1]["scripture"].update(text=d["slots"][1]["scripture"]["text"] + " Amen."))
    result = subprocess.run(
        ["node", "scripts/check-content.mjs"],
        cwd=ROOT,
        env={**os.environ, "CONTENT_DIR": str(content_copy)},
        capture_output=True,
        text=True,
        timeout=600,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 1, output
    assert "day-04.json: theme: 'Repentance' differs from the specification's theme" in output
    assert "day-06.json: declarations: a day has exactly 3 declarations, found 2" in output
    assert "day-09.json: $.slots[1].scripture.text is not the World English Bible text" in output


def test_check_content_command_passes_on_the_repository_content():
    result = subprocess.run(["node", "scripts/check-content.mjs"], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    days = len(list((ROOT / "content" / "days").glob("day-*.json")))
    assert f"{days} day guides valid" in result.stdout
