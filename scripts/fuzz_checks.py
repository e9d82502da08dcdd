"""Schemathesis hook (loaded through SCHEMATHESIS_HOOKS by scripts/fuzz_api.py): a check that
every 4xx/5xx answer of /api is JSON with a non-empty `error`; the number of distinct answers
without one is written to $FUZZ_TALLY when the run ends."""
import atexit
import hashlib
import json
import os
import threading

import schemathesis

# Checks may see one answer more than once, so answers are counted by their digest.
WITHOUT_MESSAGE = set()
_LOCK = threading.Lock()


def error_message(response):
    """The answer's `error` text, or None when the answer is not `{"error": "<text>"}`."""
    content_type = (response.headers.get("content-type") or [""])[0]
    if not content_type.startswith("application/json"):
        return None
    try:
        body = json.loads(response.content)
    except ValueError:
        return None
    message = body.get("error") if isinstance(body, dict) else None
    return message if isinstance(message, str) and message.strip() else None


@schemathesis.check
def api_errors_carry_a_message(ctx, response, case):
    """Every 4xx and 5xx of /api says what went wrong in `{"error": "<message>"}`."""
    is_api_error = case.operation.path.startswith("/api/") and response.status_code >= 400
    if is_api_error and error_message(response) is None:
        request = response.request
        answer = f"{request.method} {request.url} {request.body!r} {response.status_code} {response.content!r}"
        with _LOCK:
            WITHOUT_MESSAGE.add(hashlib.sha256(answer.encode()).hexdigest())
        raise AssertionError(f"{response.status_code} without an `error` message: {response.content[:200]!r}")


@atexit.register
def write_tally():
    path = os.environ.get("FUZZ_TALLY")
    if path:
        with open(path, "w", encoding="utf-8") as out:
            json.dump({"api_errors_without_message": len(WITHOUT_MESSAGE)}, out)
