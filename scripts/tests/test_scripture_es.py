"""The Spanish guides (content/es/) quote the Reina-Valera 1909 verbatim, at the English passages,
and `scripture.py --lang es` fills and checks them, naming file and field."""
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
import scripture  # noqa: E402
import test_scripture as english_tests  # noqa: E402


def spanish_day(english: dict) -> dict:
    """An English day with every reference written in the RV1909's book names and no text."""
    if isinstance(english, dict):
        out = {k: spanish_day(v) for k, v in english.items() if not (k == "text" and "reference" in english)}
        if isinstance(english.get("reference"), str):
            out["reference"] = scripture.spanish_reference(scripture.as_rv1909(scripture.verse_ids(english["reference"])))
            out["text"] = ""
        return out
    if isinstance(english, list):
        return [spanish_day(v) for v in english]
    return english


@pytest.fixture
def content_copy(tmp_path):
    """The repository's English content with a Spanish day 1 and day 28, filled from the RV1909."""
    target = tmp_path / "content"
    shutil.copytree(ROOT / "content", target, ignore=shutil.ignore_patterns("es"))
    (target / "es" / "days").mkdir(parents=True)
    for day in (1, 28):
        english = json.loads((target / "days" / f"day-{day:02d}.json").read_text(encoding="utf-8"))
        (target / "es" / "days" / f"day-{day:02d}.json").write_text(
            json.dumps(spanish_day(english), ensure_ascii=False, indent=2), encoding="utf-8"
        )
    assert scripture.fill(target, "es") == 0
    return target


def edit_day(content: Path, day: int, edit):
    """Edits content/es/days/day-NN.json."""
    english_tests.edit_day(content / "es", day, edit)


def test_rv1909_text_is_the_1909_print_in_content_form():
    assert scripture.rv1909_text("Mateo 6:17-18") == (
        "Mas tú, cuando ayunas, unge tu cabeza y lava tu rostro; Para no parecer á los hombres que"
        " ayunas, sino á tu Padre que está en secreto: y tu Padre que ve en secreto, te recompensará en público."
    )
    assert scripture.rv1909_text("1 Juan 1:9") == (
        "Si confesamos nuestros pecados, él es fiel y justo para que nos perdone nuestros pecados,"
        " y nos limpie de toda maldad."
    )


def test_the_modules_quirks_are_read_as_printed():
    # Words the markup runs together are separated; an enclitic pronoun stays on its verb.
    assert "para siempre es su misericordia" in scripture.rv1909_text("Salmos 118:1")
    assert scripture.rv1909_text("Salmos 116:2").endswith("invocaréle por tanto en todos mis días.")
    # A psalm's superscription is not verse 1; the chapter's first word keeps its capitals.
    assert scripture.rv1909_text("Salmos 23:1") == "JEHOVÁ es mi pastor; nada me faltará."
    # A letter's subscription is not its last verse.
    assert scripture.rv1909_text("2 Corintios 13:13").endswith("sea con vosotros todos. Amén.")


def test_spanish_references():
    assert scripture.spanish_verse_ids("Salmos 51:10-12") == scripture.verse_ids("Psalm 51:10-12")
    assert scripture.spanish_verse_ids("Salmo 23:1") == scripture.verse_ids("Psalm 23:1")
    assert scripture.spanish_verse_ids("Hechos 1:26-2:1") == scripture.verse_ids("Acts 1:26-2:1")
    assert scripture.spanish_reference(scripture.verse_ids("1 John 1:9")) == "1 Juan 1:9"
    assert scripture.spanish_reference(scripture.verse_ids("Isaiah 57:15")) == "Isaías 57:15"
    # The RV1909 numbers 2 Corinthians 13:14 as 13:13.
    assert scripture.spanish_reference(scripture.as_rv1909(scripture.verse_ids("2 Corinthians 13:14"))) == "2 Corintios 13:13"
    with pytest.raises(ValueError, match="not a book name of the Reina-Valera 1909"):
        scripture.spanish_verse_ids("Psalms 23:1")
    with pytest.raises(ValueError, match="Salmos 23 has verses 1 to 6"):
        scripture.spanish_verse_ids("Salmos 23:7")
    with pytest.raises(ValueError, match="versification differs"):
        scripture.rv1909_text("2 Corintios 13:14")


def test_fill_and_check_a_spanish_day(content_copy, capsys):
    day = json.loads((content_copy / "es" / "days" / "day-01.json").read_text(encoding="utf-8"))
    assert day["anchorScripture"] == {
        "reference": "Mateo 6:17-18",
        "text": scripture.rv1909_text("Mateo 6:17-18"),
    }
    assert scripture.check(content_copy, "es") == 0
    assert "scripture (es): " in capsys.readouterr().out
    # The English check reads the English files only.
    assert scripture.check(content_copy) == 0
    assert "scripture: 240 passages checked, 0 not verbatim WEB" in capsys.readouterr().out


def test_a_changed_word_in_a_spanish_quote_is_reported_with_file_and_field(content_copy, capsys):
    edit_day(content_copy, 1, lambda d: d["slots"][0]["scripture"].update(
        text=d["slots"][0]["scripture"]["text"].replace("maravillas", "milagros")
    ))
    assert scripture.check(content_copy, "es") == 1
    err = capsys.readouterr().err
    assert "es/days/day-01.json: $.slots[0].scripture.text is not the Reina-Valera 1909 text of Josué 3:5" in err
    assert "expected 'maravillas.', found 'milagros.'" in err


def test_a_wrong_or_unknown_spanish_reference_is_reported(content_copy, capsys):
    def change(day):
        day["anchorScripture"]["reference"] = "Mateo 6:16-18"
        day["slots"][1]["scripture"]["reference"] = "Acts 13:2-3"
        del day["close"]["scripture"]

    edit_day(content_copy, 1, change)
    assert scripture.check(content_copy, "es") == 1
    err = capsys.readouterr().err
    assert (
        "es/days/day-01.json: $.anchorScripture.reference: 'Mateo 6:16-18' is not the English passage"
        " here (Matthew 6:17-18): expected 'Mateo 6:17-18'"
    ) in err
    assert "es/days/day-01.json: $.slots[1].scripture.reference: cannot read 'Acts 13:2-3'" in err
    assert "es/days/day-01.json: $.close.scripture: missing:" in err
    assert "write 'Daniel 10:12'" in err


def test_the_command_line_takes_lang(content_copy):
    python, script = sys.executable, str(ROOT / "scripts" / "scripture.py")
    text = subprocess.run([python, script, "text", "--lang", "es", "Salmos", "51:10"], capture_output=True, text=True)
    assert text.stdout == "Crea en mí, oh Dios, un corazón limpio; y renueva un espíritu recto dentro de mí.\n"
    ok = subprocess.run([python, script, "check", "--lang", "es", str(content_copy)], capture_output=True, text=True)
    assert ok.returncode == 0, ok.stderr
    edit_day(content_copy, 28, lambda d: d["close"]["scripture"].update(text=""))
    bad = subprocess.run([python, script, "check", str(content_copy), "--lang", "es"], capture_output=True, text=True)
    assert bad.returncode == 1
    assert "es/days/day-28.json: $.close.scripture.text: empty" in bad.stderr
    filled = subprocess.run([python, script, "fill", "--lang", "es", str(content_copy)], capture_output=True, text=True)
    assert filled.returncode == 0 and "1 file(s) filled" in filled.stdout
    wrong = subprocess.run([python, script, "check", "--lang", "fr", str(content_copy)], capture_output=True, text=True)
    assert wrong.returncode == 2
