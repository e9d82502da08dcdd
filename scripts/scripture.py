#!/usr/bin/env python3
"""World English Bible checks for content/, and Reina-Valera 1909 checks for content/es/.

  scripture.py text "Psalm 51:10"   print the WEB text of a reference, in content's form
  scripture.py check [CONTENT_DIR]  verify every {reference, text} in content against the WEB,
                                    and that no verse is quoted twice in the programme
  scripture.py fill [CONTENT_DIR]   write the WEB text of every {reference} in content (the
                                    authoring kit: `npm run content:scripture`)

  --lang es (with any of the three) works on the Spanish translation, CONTENT_DIR/es/, instead:
  references in the Reina-Valera 1909's book names ("Salmos 51:10-12", "1 Juan 1:9"), text from
  the SWORD module spaRV1909eb (Debian's sword-text-sparv, read with pysword; SWORD_PATH lists
  other SWORD library directories, separated by ':'). `check --lang es` also compares every
  Spanish file with its English one: the same passages, days, slots, keys and fixed values.

Content form: each verse's text with runs of whitespace collapsed to one space and the
source's backtick apostrophe written as a typographic one (’); verses joined by a space.
The check compares after folding typographic quotes, so either quote style is accepted.
English content is every *.json under CONTENT_DIR except the translations' folders (es/).
"""
import json
import os
import re
import sys
from functools import lru_cache
from pathlib import Path

import pythonbible as bible

VERSION = bible.Version.WORLD_ENGLISH


def web_text(reference: str) -> str:
    refs = bible.get_references(reference)
    if len(refs) != 1:
        raise ValueError(f"'{reference}' is not one Bible reference")
    verse_ids = bible.convert_references_to_verse_ids(refs)
    verses = [bible.get_verse_text(v, version=VERSION) for v in verse_ids]
    return " ".join(re.sub(r"\s+", " ", v).strip().replace("`", "\u2019") for v in verses)


def fold(text: str) -> str:
    text = re.sub(r"[\u2018\u2019`]", "'", text)
    text = re.sub(r"[\u201c\u201d]", '"', text)
    return re.sub(r"\s+", " ", text).strip()


def verse_ids(reference: str) -> list[int]:
    refs = bible.get_references(reference)
    if len(refs) != 1:
        raise ValueError(f"'{reference}' is not one Bible reference")
    return bible.convert_references_to_verse_ids(refs)


def passages(node, path="$"):
    """Yield (json_path, reference, text) for every scripture object in a JSON tree."""
    if isinstance(node, dict):
        if "reference" in node and isinstance(node["reference"], str):
            yield path, node["reference"], node.get("text", "")
        for key, value in node.items():
            yield from passages(value, f"{path}.{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from passages(value, f"{path}[{i}]")


def first_difference(expected: str, actual: str) -> str:
    exp, act = expected.split(" "), actual.split(" ")
    for i, (e, a) in enumerate(zip(exp, act)):
        if e != a:
            return f"word {i + 1}: expected '{e}', found '{a}'"
    if len(exp) != len(act):
        return f"expected {len(exp)} words, found {len(act)}"
    return "texts differ"


TRANSLATIONS = ("es",)  # CONTENT_DIR/<lang>/ holds a translation, not English content


def content_files(content_dir: Path) -> list[Path]:
    return sorted(
        f for f in content_dir.rglob("*.json")
        if f.relative_to(content_dir).parts[0] not in TRANSLATIONS
    )


ENGLISH = ("World English Bible", "WEB", "npm run content:scripture")
SPANISH = ("Reina-Valera 1909", "RV1909", "scripts/scripture.py fill --lang es")


def passage_problems(file, path, reference, text, ids, expected, quoted, bible_names) -> list[str]:
    """One passage's problems: verses quoted before (`quoted`: verse id -> where, updated), an
    empty text, a text that is not the Bible's (`bible_names`: ENGLISH or SPANISH)."""
    name, short, fill_command = bible_names
    problems = []
    repeated = sorted({quoted[v] for v in ids if v in quoted})
    if repeated:
        problems.append(
            f"{file}: {path}.reference: {reference} repeats verses already quoted at "
            + "; ".join(repeated)
            + " (each passage once in the programme)"
        )
    for v in ids:
        quoted.setdefault(v, f"{file.name} {path} ({reference})")
    if not text:
        problems.append(f"{file}: {path}.text: empty: run `{fill_command}` to fill it")
    elif fold(expected) != fold(text):
        diff = first_difference(fold(expected), fold(text))
        problems.append(f"{file}: {path}.text is not the {name} text of {reference} ({diff})\n    {short}: {expected}")
    return problems


# ---------------------------------------------------------------------------------------------
# Quotations in prose: a phrase in quotation marks (“…”, "…", «…») that shares QUOTE_RUN or more
# words in a row with one of the day's passages (or, when short, most of its words) presents
# itself as scripture, and must be that passage's own words, verbatim (compared without case or
# punctuation). A line the member is given to pray or write (“Come, Holy Spirit, fill me.”) shares
# fewer, or is introduced as the member's own words: the clause before its opening mark asks the
# member to pray, say or whisper it ("pray, “…”", "say, “…”"; in Spanish "ora: “…”", "di: “…”",
# "susurra …"), and is not compared. The whole Bible is not searched: common phrases
# ("in the name of") would match somewhere, so a quotation is held to the day's own passages.

QUOTATION = re.compile(r"“([^”“]+)”|\"([^\"]+)\"|«([^»«]+)»")
QUOTE_RUN = 3
# Words that, in the clause before a quotation, give it to the member to pray or say.
OWN_WORDS_CUES = {
    "pray", "say", "whisper",  # English
    "ora", "orar", "di", "dile", "susurra", "repite",  # Spanish
}


def own_words(text_before: str) -> bool:
    """Whether the clause before a quotation (from the last stop, colon aside) gives it to the member to pray or say."""
    clause = re.split(r"[.!?;”»]", text_before)[-1].lower()
    words = " ".join(quote_words(clause))
    return any(re.search(rf"(?:^| ){re.escape(cue)}(?: |$)", words) for cue in OWN_WORDS_CUES)


def quote_words(text: str) -> list[str]:
    """The words of `text`, lower case, without punctuation (apostrophes folded into words)."""
    return re.findall(r"[^\W_]+(?:['’][^\W_]+)*", text.lower().replace("’", "'"))


def longest_run(phrase: list[str], passage: list[str]) -> int:
    """The most words in a row `phrase` shares with `passage`."""
    best, previous = 0, [0] * (len(passage) + 1)
    for word in phrase:
        current = [0] * (len(passage) + 1)
        for j, other in enumerate(passage):
            if word == other:
                current[j + 1] = previous[j] + 1
                best = max(best, current[j + 1])
        previous = current
    return best


def presents_as_scripture(phrase: list[str], passage: list[str]) -> bool:
    run = longest_run(phrase, passage)
    return run >= QUOTE_RUN or (len(phrase) >= 2 and run >= 2 and run * 5 >= len(phrase) * 3)


def prose_strings(node, path="$"):
    """(json_path, text) for every string in a day's JSON that is prose (not a passage's text or
    reference, not a key)."""
    if isinstance(node, dict):
        for key, value in node.items():
            if "reference" in node and key in ("text", "reference"):
                continue
            yield from prose_strings(value, f"{path}.{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from prose_strings(value, f"{path}[{i}]")
    elif isinstance(node, str):
        yield path, node


def quotation_problems(file: Path, data, bible_names) -> list[str]:
    """A day's quotations that present themselves as scripture but are not one of the day's
    passages' own words, with file and field."""
    name, short, _ = bible_names
    texts = [(reference, text) for _, reference, text in passages(data) if text]
    problems = []
    for path, text in prose_strings(data):
        for match in QUOTATION.finditer(text):
            quoted = next(g for g in match.groups() if g is not None)
            phrase = quote_words(quoted)
            if not phrase or own_words(text[: match.start()]):
                continue
            like = [(r, quote_words(t)) for r, t in texts if presents_as_scripture(phrase, quote_words(t))]
            if not like:
                continue
            joined = " ".join(phrase)
            if any(f" {joined} " in f" {' '.join(words)} " for _, words in like):
                continue
            references = ", ".join(r for r, _ in like)
            problems.append(
                f"{file}: {path}: the quotation {match.group(0)} reads as scripture ({references}) but is not"
                f" the {name}'s own words: quote the passage verbatim, or say it without quotation marks"
            )
    return problems


def check(content_dir: Path, lang: str = "en") -> int:
    if lang == "es":
        return check_spanish(content_dir)
    errors, count = [], 0
    quoted = {}  # verse id -> where it was first quoted
    for file in content_files(content_dir):
        data = json.loads(file.read_text(encoding="utf-8"))
        for path, reference, text in passages(data):
            count += 1
            try:
                expected = web_text(reference)
                ids = verse_ids(reference)
            except Exception as err:  # pythonbible raises several kinds for bad references
                errors.append(f"{file}: {path}.reference: cannot read '{reference}': {err}")
                continue
            errors += passage_problems(file, path, reference, text, ids, expected, quoted, ENGLISH)
        if file.parent.name == "days":
            errors += quotation_problems(file, data, ENGLISH)
    for error in errors:
        print(error, file=sys.stderr)
    print(f"scripture: {count} passages checked, {len(errors)} not verbatim WEB")
    return 1 if errors else 0


def with_text(node, found: list, path="$", source=web_text):
    """`node` with every {reference} given its WEB text (or `source`'s: key order kept, text after
    reference); appends (path, reference, error) for references that do not parse."""
    if isinstance(node, dict):
        out = {}
        for key, value in node.items():
            if key == "text" and isinstance(node.get("reference"), str):
                continue
            out[key] = with_text(value, found, f"{path}.{key}", source)
            if key == "reference" and isinstance(value, str):
                try:
                    out["text"] = source(value)
                except Exception as err:  # pythonbible raises several kinds for bad references
                    found.append((f"{path}.reference", value, err))
                    if "text" in node:
                        out["text"] = node["text"]
        return out
    if isinstance(node, list):
        return [with_text(v, found, f"{path}[{i}]", source) for i, v in enumerate(node)]
    return node


def fill(content_dir: Path, lang: str = "en") -> int:
    """Writes the WEB text (Spanish: the RV1909 text) of every reference; reports references
    that do not parse."""
    if lang == "es":
        try:
            rv1909()
        except RuntimeError as err:
            print(err, file=sys.stderr)
            return 2
    files = content_files(content_dir) if lang == "en" else spanish_files(content_dir)
    source = web_text if lang == "en" else rv1909_text
    bad, changed = [], 0
    for file in files:
        original = file.read_text(encoding="utf-8")
        found = []
        filled = with_text(json.loads(original), found, source=source)
        bad += [(file, *f) for f in found]
        text = json.dumps(filled, indent=2, ensure_ascii=False) + "\n"
        if text != original:
            file.write_text(text, encoding="utf-8")
            changed += 1
    for file, path, reference, err in bad:
        print(f"{file}: {path}: cannot read '{reference}': {err}", file=sys.stderr)
    print(f"scripture: {changed} file(s) filled, {len(bad)} reference(s) not understood")
    return 1 if bad else 0


# ---------------------------------------------------------------------------------------------
# Spanish: the Reina-Valera 1909 (SWORD module spaRV1909eb) and content/es/.

SWORD_MODULE = "spaRV1909eb"
SWORD_DIRS = ("/usr/share/sword", "/usr/local/share/sword", "~/.sword")  # Debian's first

# The RV1909's book names, in canon order (pythonbible's Book 1..66, pysword's KJV order).
SPANISH_BOOKS = (
    "Génesis", "Éxodo", "Levítico", "Números", "Deuteronomio", "Josué", "Jueces", "Rut",
    "1 Samuel", "2 Samuel", "1 Reyes", "2 Reyes", "1 Crónicas", "2 Crónicas", "Esdras",
    "Nehemías", "Ester", "Job", "Salmos", "Proverbios", "Eclesiastés", "Cantares", "Isaías",
    "Jeremías", "Lamentaciones", "Ezequiel", "Daniel", "Oseas", "Joel", "Amós", "Abdías",
    "Jonás", "Miqueas", "Nahum", "Habacuc", "Sofonías", "Hageo", "Zacarías", "Malaquías",
    "Mateo", "Marcos", "Lucas", "Juan", "Hechos", "Romanos", "1 Corintios", "2 Corintios",
    "Gálatas", "Efesios", "Filipenses", "Colosenses", "1 Tesalonicenses", "2 Tesalonicenses",
    "1 Timoteo", "2 Timoteo", "Tito", "Filemón", "Hebreos", "Santiago", "1 Pedro", "2 Pedro",
    "1 Juan", "2 Juan", "3 Juan", "Judas", "Apocalipsis",
)
SPANISH_BOOK_NUMBER = {name: i + 1 for i, name in enumerate(SPANISH_BOOKS)} | {"Salmo": 19}
SPANISH_REFERENCE = re.compile(r"(?P<book>.+?) (?P<c1>\d+):(?P<v1>\d+)(?:-(?:(?P<c2>\d+):)?(?P<v2>\d+))?")


def sword_dirs() -> list[Path]:
    extra = [d for d in os.environ.get("SWORD_PATH", "").split(":") if d]
    return [Path(d).expanduser() for d in (*extra, *SWORD_DIRS)]


@lru_cache(maxsize=None)
def rv1909():
    """(bible, books): the spaRV1909eb module read with pysword, and its books in canon order."""
    from pysword.modules import SwordModules

    for directory in sword_dirs():
        if not (directory / "mods.d").is_dir():
            continue
        modules = SwordModules(str(directory))
        if SWORD_MODULE in modules.parse_modules():
            bible = modules.get_bible_from_module(SWORD_MODULE)
            structure = bible.get_structure().get_books()
            return bible, structure["ot"] + structure["nt"]
    raise RuntimeError(
        f"the Reina-Valera 1909 SWORD module ({SWORD_MODULE}) is not installed in "
        + ", ".join(str(d) for d in sword_dirs())
        + ": apt-get install sword-text-sparv, or set SWORD_PATH to the SWORD library holding it"
    )


def spanish_verse_ids(reference: str) -> list[int]:
    """The verse ids (pythonbible's: book * 1000000 + chapter * 1000 + verse) of a reference in
    the RV1909's book names: 'Salmos 51:10-12', '1 Juan 1:9', 'Hechos 1:14-2:1'."""
    match = SPANISH_REFERENCE.fullmatch(reference.strip())
    if not match:
        raise ValueError(f"'{reference}' is not a reference of the form 'Libro 1:2' or 'Libro 1:2-4'")
    book = SPANISH_BOOK_NUMBER.get(match["book"])
    if book is None:
        raise ValueError(f"'{match['book']}' is not a book name of the Reina-Valera 1909 (e.g. Salmos, Mateo, 1 Juan)")
    structure = rv1909()[1][book - 1]
    c1, v1 = int(match["c1"]), int(match["v1"])
    c2 = int(match["c2"]) if match["c2"] else c1
    v2 = int(match["v2"]) if match["v2"] else v1
    if (c2, v2) < (c1, v1):
        raise ValueError(f"'{reference}' ends before it starts")
    ids = []
    for chapter in range(c1, c2 + 1):
        if not 1 <= chapter <= structure.num_chapters:
            raise ValueError(f"{match['book']} has no chapter {chapter}")
        last = structure.chapter_lengths[chapter - 1]
        first_verse = v1 if chapter == c1 else 1
        last_verse = v2 if chapter == c2 else last
        if not (1 <= first_verse and last_verse <= last):
            raise ValueError(f"{match['book']} {chapter} has verses 1 to {last}")
        ids += [book * 1_000_000 + chapter * 1000 + v for v in range(first_verse, last_verse + 1)]
    return ids


def spanish_reference(ids: list[int]) -> str:
    """The RV1909 reference of consecutive verse ids: [19051010, …, 19051012] -> 'Salmos 51:10-12'."""
    book, (c1, v1), (c2, v2) = ids[0] // 1_000_000, divmod(ids[0] % 1_000_000, 1000), divmod(ids[-1] % 1_000_000, 1000)
    end = "" if (c1, v1) == (c2, v2) else f"-{v2}" if c1 == c2 else f"-{c2}:{v2}"
    return f"{SPANISH_BOOKS[book - 1]} {c1}:{v1}{end}"


# Where the module's markup runs two words together (`siempre</w><transChange>es</transChange>
# <w>su`), the 1909 print has a space; an enclitic pronoun added after a verb stays attached
# (`invocaré</w><transChange>le` is "invocaréle"). A verb form takes it: one ending in r or d, a
# short imperative, or one with a written accent (not the names and words listed).
JUNCTION = re.compile(r"(\w*)(</(?:w|transChange)>)(<(?:w|transChange)\b[^>]*>)(?=(\w+))")
CLITICS = {"lo", "la", "le", "los", "las", "les", "me", "te", "se", "nos", "os"}
SHORT_IMPERATIVES = {"di", "da", "haz", "vi", "ve", "pon", "ten", "sal", "ven"}
NOT_VERBS = {"josué", "jehová", "cuánto", "ejército", "ahí", "allí", "aquí", "así", "también", "después", "él", "más"}
# Psalms: the superscription, which the module gives as the start of verse 1 (the English has
# none in the verse), runs up to the chapter's first word, printed in capitals.
PSALM_TITLE = re.compile(r".+? (?=[¡¿(]?[A-ZÁÉÍÓÚÑ]{2,}\b)")
# Psalm 119: each stanza's Hebrew letter, which the module gives as the start of its first verse.
# Romans to Hebrews: the subscription after the letter's last "Amén." ("Escrita de Roma …").
SUBSCRIPTION = re.compile(r"(?<=\bAmén\.) [^.]*\b(?:[Ee]scrita|[Ee]nviada|Corintios|Timoteo)\b.*$")


def joined_words(match: re.Match) -> str:
    before, close, opening, after = match[1], match[2], match[3], match[4]
    word = before.lower()
    enclitic = (
        close == "</w>" and opening.startswith("<transChange") and after.lower() in CLITICS
        and word not in NOT_VERBS
        and (word.endswith(("r", "d")) or word in SHORT_IMPERATIVES or re.search(r"[áéíóú]", word))
    )
    return before + close + ("" if enclitic or not before else " ") + opening


def rv1909_verse(book: int, chapter: int, verse: int) -> str:
    """One verse of the RV1909 as the 1909 print reads its words (see JUNCTION, PSALM_TITLE,
    SUBSCRIPTION); the capitals of a chapter's first word are kept as printed ("JEHOVÁ es mi
    pastor")."""
    from pysword.cleaner import OSISCleaner

    bible, books = rv1909()
    raw = bible.get(books=[books[book - 1].osis_name], chapters=[chapter], verses=[verse], clean=False)
    text = re.sub(r"\s+", " ", OSISCleaner().clean(JUNCTION.sub(joined_words, raw))).strip()
    if book == 19 and verse == 1 and not re.match(r"[¡¿(]?[A-ZÁÉÍÓÚÑ]{2,}\b", text):
        text = PSALM_TITLE.sub("", text, count=1)
    if book == 19 and chapter == 119 and verse % 8 == 1:  # the stanza's letter: "NUN. Lámpara …"
        text = re.sub(r"^[A-Z]+\.? ", "", text)
    if 45 <= book <= 58 and chapter == books[book - 1].num_chapters:
        text = SUBSCRIPTION.sub("", text)
    return text


def rv1909_text(reference: str) -> str:
    """The RV1909 text of a Spanish reference, in content's form (verses joined by a space)."""
    verses = []
    for verse_id in spanish_verse_ids(reference):
        book, (chapter, verse) = verse_id // 1_000_000, divmod(verse_id % 1_000_000, 1000)
        text = rv1909_verse(book, chapter, verse)
        if not text:
            raise ValueError(
                f"{SPANISH_BOOKS[book - 1]} {chapter}:{verse} is empty in the Reina-Valera 1909 (its"
                " versification differs here: the verse's words stand under a neighbouring number)"
            )
        verses.append(text)
    return " ".join(verses)


# English verse -> the RV1909 verse holding its words, where the module numbers them otherwise
# (it leaves the English number empty). 2 Corinthians 13:12-13 ("Greet one another…", "All the
# saints greet you.") are its 13:12, and 13:14 (the grace) its 13:13.
# Numbers 13 is one ahead in the RV1909 (as in the Hebrew): the English 12:16 is its 13:1, and
# the English 13:n its 13:n+1 (Caleb's "Let us go up at once", Numbers 13:30, is its 13:31).
VERSIFICATION = {
    47013013: 47013012,
    47013014: 47013013,
    4012016: 4013001,
    **{4013000 + n: 4013000 + n + 1 for n in range(1, 34)},
}


def as_rv1909(english_ids: list[int]) -> list[int]:
    """English verse ids numbered as the RV1909 numbers them."""
    out = []
    for verse_id in english_ids:
        verse_id = VERSIFICATION.get(verse_id, verse_id)
        if not out or out[-1] != verse_id:
            out.append(verse_id)
    return out


def spanish_files(content_dir: Path) -> list[Path]:
    spanish = content_dir / "es"
    return sorted(spanish.rglob("*.json")) if spanish.is_dir() else []


def english_of(content_dir: Path, spanish_file: Path) -> Path:
    return content_dir / spanish_file.relative_to(content_dir / "es")


# The Spanish files against the English ones: the same days, keys, slots and fixed values, so that
# progress, summaries and reminders stay one model whatever the language.
DAY_FIXED = re.compile(
    r"\$\.(day|date\.kind|footer\.kind|closeShownAs"
    r"|(slots\[\d+\]|close)\.(key|time|icon|journal\.key))"
)
DAY_LABELS = {  # English label -> its Spanish, for the fields the app shows from a short list
    "$.backLabel": {"Back": "Volver", "Back to Cover": "Volver a la portada", "Home": "Inicio",
                    "Back to Home": "Volver al inicio"},
    "$.sustaining.title": {"Sustaining the Fast": "Para sostener el ayuno", "Throughout the Day": "A lo largo del día"},
}
# programme.json fields the app always takes from the English file (Spanish repeats none of them).
PROGRAMME_SHARED = re.compile(
    r"\$\.(pastor|lengthDays|languages(\[\d+\])?|startDate|pinnedCover|hydrationGoal|emergencyNumber"
    r"|prayerWatch\.(start|end|days|online)|prayerWatch\.hours\.(from|to|turnMinutes|keepersPerTurn|days)"
    r"|defaultSlots\[\d+\]\.time|safety\.linkedFromDays\[\d+\]|rhythms\.\w+\.slots(\[\d+\])?)$"
)
# programme.json fields a language may give in its own words, or leave to the English file.
PROGRAMME_OWN = re.compile(r"\$\.(church|pastorTitle|pastoralContact)$")
PLACEHOLDER = re.compile(r"\{\w+\}")
# Placeholders a language may leave out: Spanish prose names the pastor without a title.
OPTIONAL_PLACEHOLDERS = {"{pastorTitle}"}


def placeholders_in(text: str) -> list[str]:
    """The placeholders of `text`, each as often as it stands, but those a language may leave out."""
    return sorted(p for p in PLACEHOLDER.findall(text) if p not in OPTIONAL_PLACEHOLDERS)


def structure_problems(file: Path, english_file: Path, spanish, english, programme: bool) -> list[str]:
    """Where a Spanish file is not its English file's shape: keys, list lengths, fixed values,
    placeholders, labels. programme.json leaves out what the app takes from the English file."""
    problems = []

    def walk(es, en, path):
        if isinstance(en, dict) and isinstance(es, dict):
            for key in en.keys() - es.keys():
                sub = f"{path}.{key}"
                if not (programme and (PROGRAMME_SHARED.match(sub) or PROGRAMME_OWN.match(sub))):
                    problems.append(f"{file}: {sub}: missing: {english_file} has it")
            for key in es.keys() - en.keys():
                problems.append(f"{file}: {path}.{key}: not in {english_file} (the same fields in both languages)")
            for key in es.keys() & en.keys():
                sub = f"{path}.{key}"
                if programme and PROGRAMME_SHARED.match(sub):
                    problems.append(f"{file}: {sub}: the app takes it from {english_file}; leave it out")
                elif not (key == "text" and "reference" in en):  # scripture: checked as a passage
                    walk(es[key], en[key], sub)
        elif isinstance(en, list) and isinstance(es, list):
            if len(es) != len(en):
                problems.append(f"{file}: {path}: {len(es)} items, {english_file} has {len(en)}")
            for i, (a, b) in enumerate(zip(es, en)):
                walk(a, b, f"{path}[{i}]")
        elif type(es) is not type(en):
            problems.append(f"{file}: {path}: {type(es).__name__}, {english_file} has a {type(en).__name__}")
        elif DAY_FIXED.fullmatch(path) or path.endswith("].key") or path.endswith("linkedFromDays"):
            if es != en:
                problems.append(f"{file}: {path}: {es!r}, {english_file} has {en!r} (the same in both languages)")
        elif isinstance(en, str) and path in DAY_LABELS and not programme:
            wanted = DAY_LABELS[path].get(en)
            if wanted is not None and es != wanted:
                problems.append(f"{file}: {path}: '{es}', for the English '{en}' write '{wanted}'")
        elif isinstance(en, str) and not path.endswith(".reference"):
            if not es.strip():
                problems.append(f"{file}: {path}: empty")
            elif placeholders_in(es) != placeholders_in(en):
                problems.append(
                    f"{file}: {path}: placeholders {sorted(set(PLACEHOLDER.findall(es)))}, {english_file} has "
                    f"{sorted(set(PLACEHOLDER.findall(en)))}"
                )
        elif es != en and not isinstance(en, str):
            problems.append(f"{file}: {path}: {es!r}, {english_file} has {en!r} (the same in both languages)")

    walk(spanish, english, "$")
    return problems


def translation_problems(content_dir: Path) -> list[str]:
    """Days in one language and not the other, and every Spanish file against its English one."""
    spanish_dir = content_dir / "es"
    problems = []
    english_days = {f.name for f in (content_dir / "days").glob("day-*.json")}
    spanish_days = {f.name for f in (spanish_dir / "days").glob("day-*.json")}
    for name in sorted(english_days - spanish_days):
        problems.append(f"{spanish_dir / 'days' / name}: missing: {content_dir / 'days' / name} has no Spanish guide")
    for name in sorted(spanish_days - english_days):
        problems.append(f"{spanish_dir / 'days' / name}: no English guide {content_dir / 'days' / name} to translate")
    if not (spanish_dir / "programme.json").is_file():
        problems.append(f"{spanish_dir / 'programme.json'}: missing: the programme's texts in Spanish")
    for file in spanish_files(content_dir):
        english_file = english_of(content_dir, file)
        if not english_file.is_file():
            if file.parent.name != "days":
                problems.append(f"{file}: no English {english_file} to translate")
            continue
        try:
            spanish = json.loads(file.read_text(encoding="utf-8"))
        except json.JSONDecodeError as err:
            problems.append(f"{file}: not JSON: {err}")
            continue
        english = json.loads(english_file.read_text(encoding="utf-8"))
        problems += structure_problems(file, english_file, spanish, english, file.name == "programme.json")
    return problems


def check_spanish(content_dir: Path) -> int:
    """Every Spanish quote verbatim RV1909, each reference the same passage as the English file
    has at the same place, no verse quoted twice in the Spanish programme, and every Spanish file
    the shape of its English one (translation_problems)."""
    try:
        rv1909()
    except RuntimeError as err:
        print(err, file=sys.stderr)
        return 2
    errors, count = translation_problems(content_dir), 0
    quoted = {}
    for file in spanish_files(content_dir):
        try:
            data = json.loads(file.read_text(encoding="utf-8"))
        except json.JSONDecodeError:  # named by translation_problems
            continue
        english_file = english_of(content_dir, file)
        english = {}
        if english_file.is_file():
            english = {p: r for p, r, _ in passages(json.loads(english_file.read_text(encoding="utf-8")))}
        seen = set()
        for path, reference, text in passages(data):
            count += 1
            seen.add(path)
            try:
                ids = spanish_verse_ids(reference)
                expected = rv1909_text(reference)
            except ValueError as err:
                errors.append(f"{file}: {path}.reference: cannot read '{reference}': {err}")
                continue
            if path not in english:
                errors.append(f"{file}: {path}.reference: {reference} has no passage at this place in {english_file}")
            else:
                try:
                    english_ids = as_rv1909(verse_ids(english[path]))
                except Exception:  # the English check names it
                    english_ids = None
                if english_ids is not None and english_ids != ids:
                    errors.append(
                        f"{file}: {path}.reference: '{reference}' is not the English passage here"
                        f" ({english[path]}): expected '{spanish_reference(english_ids)}'"
                    )
            errors += passage_problems(file, path, reference, text, ids, expected, quoted, SPANISH)
        if file.parent.name == "days":
            errors += quotation_problems(file, data, SPANISH)
        for path in sorted(set(english) - seen):
            try:
                expected_reference = f"'{spanish_reference(as_rv1909(verse_ids(english[path])))}'"
            except Exception:
                expected_reference = "its passage"
            errors.append(
                f"{file}: {path}: missing: {english_file} has {english[path]} here; write {expected_reference}"
            )
    for error in errors:
        print(error, file=sys.stderr)
    print(f"scripture (es): {count} passages checked, {len(errors)} problems (Reina-Valera 1909)")
    return 1 if errors else 0


def main(argv: list[str]) -> int:
    lang = "en"
    if "--lang" in argv:
        at = argv.index("--lang")
        lang = argv[at + 1] if at + 1 < len(argv) else ""
        argv = argv[:at] + argv[at + 2:]
    if lang not in ("en", *TRANSLATIONS):
        print(f"--lang: '{lang}' is not one of en, {', '.join(TRANSLATIONS)}", file=sys.stderr)
        return 2
    if len(argv) >= 2 and argv[0] == "text" and lang == "en":
        print(web_text(" ".join(argv[1:])))
        return 0
    if len(argv) >= 2 and argv[0] == "text":
        try:
            print(rv1909_text(" ".join(argv[1:])))
        except (RuntimeError, ValueError) as err:
            print(err, file=sys.stderr)
            return 1
        return 0
    if len(argv) >= 1 and argv[0] in ("check", "fill"):
        content_dir = Path(argv[1] if len(argv) > 1 else "content")
        return (check if argv[0] == "check" else fill)(content_dir, lang)
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
