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


def without_text(node):
    """`node` with every scripture's text emptied."""
    if isinstance(node, dict):
        return {k: "" if k == "text" and "reference" in node else without_text(v) for k, v in node.items()}
    if isinstance(node, list):
        return [without_text(v) for v in node]
    return node


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


def test_every_spanish_guide_is_verbatim_rv1909_and_the_english_shape(capsys):
    assert scripture.check(ROOT / "content", "es") == 0, capsys.readouterr().err
    out = capsys.readouterr().out
    assert int(out.split("scripture (es): ")[1].split(" ")[0]) >= 200, out
    english = sorted(p.name for p in (ROOT / "content" / "days").glob("day-*.json"))
    assert sorted(p.name for p in (ROOT / "content" / "es" / "days").glob("day-*.json")) == english


def test_fill_writes_the_rv1909_text_of_each_reference(content_copy, capsys):
    day = content_copy / "es" / "days" / "day-01.json"
    written = day.read_text(encoding="utf-8")
    day.write_text(json.dumps(without_text(json.loads(written)), ensure_ascii=False), encoding="utf-8")
    assert scripture.check(content_copy, "es") == 1
    assert scripture.fill(content_copy, "es") == 0
    assert day.read_text(encoding="utf-8") == written
    assert json.loads(written)["anchorScripture"] == {
        "reference": "Mateo 6:17-18",
        "text": scripture.rv1909_text("Mateo 6:17-18"),
    }
    # The English check and fill read the English files only.
    capsys.readouterr()
    assert scripture.check(content_copy) == 0
    assert "scripture: 240 passages checked, 0 not verbatim WEB" in capsys.readouterr().out


def test_a_day_or_a_fixed_value_that_differs_from_the_english_is_reported(content_copy, capsys):
    (content_copy / "es" / "days" / "day-09.json").unlink()
    (content_copy / "days" / "day-09.json").rename(content_copy / "days" / "day-41.json.bak")

    def change(day):
        day["slots"][1]["time"] = "09:30"
        day["slots"][0]["journal"]["key"] = "apertura"
        day["backLabel"] = "Atrás"
        day["slots"][2]["actionStep"] = day["slots"][2]["actionStep"].replace("{church}", "nuestra iglesia")
        day["sustaining"]["tips"].pop()
        day["nota"] = "x"

    # Day 1's tips, one fewer: read from the content, which the pastor may shorten.
    tips = len(json.loads((content_copy / "es" / "days" / "day-01.json").read_text(encoding="utf-8"))["sustaining"]["tips"]) - 1
    edit_day(content_copy, 1, change)
    edit_day(content_copy, 12, lambda d: d["close"].update(time="18:00"))
    shutil.copy(content_copy / "es" / "days" / "day-12.json", content_copy / "es" / "days" / "day-41.json")
    programme = content_copy / "es" / "programme.json"
    data = json.loads(programme.read_text(encoding="utf-8"))
    # The church's name is a language's own (issue 41); its emergency number is the English file's.
    data["emergencyNumber"] = "112"
    del data["safety"]["closing"]
    programme.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert scripture.check(content_copy, "es") == 1
    err = capsys.readouterr().err
    for problem in (
        "es/days/day-41.json: no English guide",
        "es/days/day-01.json: $.slots[1].time: '09:30', ",
        "es/days/day-01.json: $.slots[0].journal.key: 'apertura', ",
        "es/days/day-01.json: $.backLabel: 'Atrás', for the English 'Back to Cover' write 'Volver a la portada'",
        "es/days/day-01.json: $.slots[2].actionStep: placeholders ['{lengthDays}'], ",
        f"es/days/day-01.json: $.sustaining.tips: {tips} items, ",
        "es/days/day-01.json: $.nota: not in ",
        "es/days/day-12.json: $.close.time: '18:00', ",
        "es/programme.json: $.emergencyNumber: the app takes it from ",
        "es/programme.json: $.safety.closing: missing: ",
    ):
        assert problem in err, problem
    # A day with an English guide and no Spanish one.
    (content_copy / "days" / "day-41.json.bak").rename(content_copy / "days" / "day-09.json")
    assert scripture.check(content_copy, "es") == 1
    assert "es/days/day-09.json: missing: " in capsys.readouterr().err


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


def test_numbers_13_is_one_verse_ahead_in_the_rv1909():
    # Caleb's "Let us go up at once" (Numbers 13:30) is the 1909's 13:31; its 13:30 is "Amalec habita…".
    assert scripture.spanish_reference(scripture.as_rv1909(scripture.verse_ids("Numbers 13:30"))) == "Números 13:31"
    assert scripture.rv1909_text("Números 13:31").startswith("Entonces Caleb hizo callar el pueblo")
    english = json.loads((ROOT / "content" / "days" / "day-08.json").read_text(encoding="utf-8"))
    spanish = json.loads((ROOT / "content" / "es" / "days" / "day-08.json").read_text(encoding="utf-8"))
    for (path, reference, _), (_, es_reference, es_text) in zip(scripture.passages(english), scripture.passages(spanish)):
        if reference == "Numbers 13:30":
            assert es_reference == "Números 13:31" and es_text == scripture.rv1909_text("Números 13:31"), path
            break
    else:
        pytest.fail("Day 8 quotes Numbers 13:30")


def matthew_28_slot(content: Path) -> int:
    """The slot of Spanish Day 40 that quotes Matthew 28:20 ("yo estoy con vosotros todos los días")."""
    day = json.loads((content / "es" / "days" / "day-40.json").read_text(encoding="utf-8"))
    return next(i for i, s in enumerate(day["slots"]) if "vosotros todos los días" in s["scripture"]["text"])


def spanish_quote_problems(content: Path, capsys) -> str:
    scripture.check(content, "es")
    return capsys.readouterr().err


def test_a_quoted_phrase_that_is_not_the_rv1909s_own_words_is_refused(content_copy, capsys):
    # Day 40's afternoon quotes Matthew 28:20, whose 1909 words say "vosotros", not "ustedes".
    slot = matthew_28_slot(content_copy)
    edit_day(content_copy, 40, lambda d: d["slots"][slot].update(
        prayerFocus="Jesús envía a su pueblo con su promesa: “Yo estoy con ustedes todos los días”."))
    err = spanish_quote_problems(content_copy, capsys)
    assert f"day-40.json: $.slots[{slot}].prayerFocus: the quotation “Yo estoy con ustedes todos los días”" in err, err
    assert "is not the Reina-Valera 1909's own words" in err


def test_a_verbatim_quotation_and_a_line_given_to_pray_pass(content_copy, capsys):
    slot = matthew_28_slot(content_copy)
    # The 1909's own words (case and punctuation aside), and a prayer built on them that the
    # member is asked to pray: neither is reported.
    edit_day(content_copy, 40, lambda d: d["slots"][slot].update(
        prayerFocus="Su promesa: «Yo estoy con vosotros todos los días». Ora: “Señor, Tú estás conmigo todos los días”."))
    err = spanish_quote_problems(content_copy, capsys)
    assert f"day-40.json: $.slots[{slot}].prayerFocus" not in err, err


def test_an_english_quotation_is_held_to_the_web(content_copy, capsys):
    day = json.loads((content_copy / "days" / "day-40.json").read_text(encoding="utf-8"))
    slot = next(i for i, s in enumerate(day["slots"]) if "I am with you always" in s["scripture"]["text"])
    english_tests.edit_day(content_copy, 40, lambda d: d["slots"][slot].update(
        prayerFocus="Jesus sends His people out with His promise: “I am with you all the days.”"))
    scripture.check(content_copy, "en")
    err = capsys.readouterr().err
    assert f"day-40.json: $.slots[{slot}].prayerFocus: the quotation “I am with you all the days.” reads as scripture" in err, err
