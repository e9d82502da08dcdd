"""What the scripts' tests share: a copy of the repository's content (every language) to change."""
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def content_copy(tmp_path):
    """The repository's content, English and its translations, in a temporary directory."""
    target = tmp_path / "content"
    shutil.copytree(ROOT / "content", target)
    return target
