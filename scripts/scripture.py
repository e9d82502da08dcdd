#!/usr/bin/env python3
"""World English Bible checks for content/.

  scripture.py text "Psalm 51:10"   print the WEB text of a reference, in content's form
  scripture.py check [CONTENT_DIR]  verify every {reference, text} in content against the WEB

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


def passages(node, path="$"):
    """Yield (json_path, reference, text) for every scripture object in a JSON tree."""
    if isinstance(node, dict):
        if "reference" in node and "text" in node:
            yield path, node["reference"], node["text"]
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


def check(content_dir: Path) -> int:
    errors, count = [], 0
    for file in sorted(content_dir.rglob("*.json")):
        data = json.loads(file.read_text(encoding="utf-8"))
        for path, reference, text in passages(data):
            count += 1
            try:
                expected = web_text(reference)
            except Exception as err:  # pythonbible raises several kinds for bad references
                errors.append(f"{file}: {path}.reference: cannot read '{reference}': {err}")
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


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "text":
        print(web_text(" ".join(sys.argv[2:])))
    elif len(sys.argv) >= 2 and sys.argv[1] == "check":
        sys.exit(check(Path(sys.argv[2] if len(sys.argv) > 2 else "content")))
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
