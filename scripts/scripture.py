#!/usr/bin/env python3
"""World English Bible checks for content/.

  scripture.py text "Psalm 51:10"   print the WEB text of a reference, in content's form
  scripture.py check [CONTENT_DIR]  verify every {reference, text} in content against the WEB,
                                    and that no verse is quoted twice in the programme
  scripture.py fill [CONTENT_DIR]   write the WEB text of every {reference} in content (the
                                    authoring kit: `npm run content:scripture`)

Content form: each verse's text with runs of whitespace collapsed to one space and the
source's backtick apostrophe written as a typographic one (’); verses joined by a space.
The check compares after folding typographic quotes, so either quote style is accepted.
"""
import json
import re
import sys
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


def content_files(content_dir: Path) -> list[Path]:
    return sorted(content_dir.rglob("*.json"))


def check(content_dir: Path) -> int:
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
            repeated = sorted({quoted[v] for v in ids if v in quoted})
            if repeated:
                errors.append(
                    f"{file}: {path}.reference: {reference} repeats verses already quoted at "
                    + "; ".join(repeated)
                    + " (each passage once in the programme)"
                )
            for v in ids:
                quoted.setdefault(v, f"{file.name} {path} ({reference})")
            if not text:
                errors.append(f"{file}: {path}.text: empty: run `npm run content:scripture` to fill it")
                continue
            if fold(expected) != fold(text):
                diff = first_difference(fold(expected), fold(text))
                errors.append(
                    f"{file}: {path}.text is not the World English Bible text of {reference} ({diff})"
                    f"\n    WEB: {expected}"
                )
    for error in errors:
        print(error, file=sys.stderr)
    print(f"scripture: {count} passages checked, {len(errors)} not verbatim WEB")
    return 1 if errors else 0


def with_text(node, found: list, path="$"):
    """`node` with every {reference} given its WEB text (key order kept, text after reference);
    appends (path, reference, error) for references that do not parse."""
    if isinstance(node, dict):
        out = {}
        for key, value in node.items():
            if key == "text" and isinstance(node.get("reference"), str):
                continue
            out[key] = with_text(value, found, f"{path}.{key}")
            if key == "reference" and isinstance(value, str):
                try:
                    out["text"] = web_text(value)
                except Exception as err:  # pythonbible raises several kinds for bad references
                    found.append((f"{path}.reference", value, err))
                    if "text" in node:
                        out["text"] = node["text"]
        return out
    if isinstance(node, list):
        return [with_text(v, found, f"{path}[{i}]") for i, v in enumerate(node)]
    return node


def fill(content_dir: Path) -> int:
    """Writes the WEB text of every reference; reports references that do not parse."""
    bad, changed = [], 0
    for file in content_files(content_dir):
        original = file.read_text(encoding="utf-8")
        found = []
        filled = with_text(json.loads(original), found)
        bad += [(file, *f) for f in found]
        text = json.dumps(filled, indent=2, ensure_ascii=False) + "\n"
        if text != original:
            file.write_text(text, encoding="utf-8")
            changed += 1
    for file, path, reference, err in bad:
        print(f"{file}: {path}: cannot read '{reference}': {err}", file=sys.stderr)
    print(f"scripture: {changed} file(s) filled, {len(bad)} reference(s) not understood")
    return 1 if bad else 0


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "text":
        print(web_text(" ".join(sys.argv[2:])))
    elif len(sys.argv) >= 2 and sys.argv[1] == "check":
        sys.exit(check(Path(sys.argv[2] if len(sys.argv) > 2 else "content")))
    elif len(sys.argv) >= 2 and sys.argv[1] == "fill":
        sys.exit(fill(Path(sys.argv[2] if len(sys.argv) > 2 else "content")))
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
