"""The fuzzer's own check (scripts/fuzz_checks.py) tells an API error with a message from one without."""
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from fuzz_checks import api_errors_carry_a_message, error_message  # noqa: E402


def answer(status, content_type, content):
    request = SimpleNamespace(method="POST", url="http://127.0.0.1/api/x", body=b"{}")
    return SimpleNamespace(status_code=status, headers={"content-type": [content_type]}, content=content, request=request)


def case(path):
    return SimpleNamespace(operation=SimpleNamespace(path=path))


def test_an_error_body_with_text_is_a_message():
    assert error_message(answer(400, "application/json", b'{"error": "Please enter a valid email address"}')) == (
        "Please enter a valid email address"
    )


@pytest.mark.parametrize(
    "content_type, content",
    [
        ("application/json", b'{"error": ""}'),
        ("application/json", b'{"error": "   "}'),
        ("application/json", b'{"message": "nope"}'),
        ("application/json", b'{"error": 3}'),
        ("application/json", b'["error"]'),
        ("application/json", b"not json"),
        ("text/plain", b'{"error": "right words, wrong type"}'),
    ],
)
def test_anything_else_is_not(content_type, content):
    assert error_message(answer(404, content_type, content)) is None


def test_the_check_fails_an_api_error_without_a_message_only():
    api_errors_carry_a_message(None, answer(400, "application/json", b'{"error": "why"}'), case("/api/send-day-summary"))
    api_errors_carry_a_message(None, answer(404, "text/html", b"<html>"), case("/day/{day}"))
    api_errors_carry_a_message(None, answer(202, "application/json", b'{"id": "1"}'), case("/api/send-day-summary"))
    with pytest.raises(AssertionError):
        api_errors_carry_a_message(None, answer(405, "text/plain", b""), case("/api/send-day-summary"))
