"""docker/ and CI: no Docker engine runs here, so these check what can be checked without one.

The Dockerfile passes hadolint, and scripts/docker-build-steps.mjs (which CI runs after npm test to
carry out the Dockerfile's steps on the host) understands every instruction of it and refuses what
it could not mirror; compose.yaml and the GitHub workflow are valid and agree with the Dockerfile.
"""
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
DOCKERFILE = ROOT / "docker" / "Dockerfile"
COMPOSE = ROOT / "docker" / "compose.yaml"
WORKFLOW = ROOT / ".github" / "workflows" / "ci.yml"
SCRIPT = ROOT / "scripts" / "docker-build-steps.mjs"


def venv_tool(name: str) -> str:
    tool = shutil.which(name, path=str(Path(sys.executable).parent))
    assert tool, f"{name} is installed into .venv by scripts/requirements.txt"
    return tool


def run_plan(dockerfile: Path = DOCKERFILE) -> subprocess.CompletedProcess:
    return subprocess.run(
        ["node", str(SCRIPT), "--plan", "--dockerfile", str(dockerfile)],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )


@pytest.fixture(scope="module")
def plan() -> dict:
    result = run_plan()
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def instructions(text: str) -> list[tuple[int, str]]:
    """(first line, keyword) of each instruction, read independently of the script."""
    found, continued = [], False
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if not continued:
            found.append((number, stripped.split()[0].upper()))
        continued = stripped.endswith("\\")
    return found


def test_dockerfile_passes_hadolint():
    result = subprocess.run([venv_tool("hadolint"), str(DOCKERFILE)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_script_mirrors_every_instruction_in_order(plan):
    steps = plan["steps"]
    assert [(s["line"], s["keyword"]) for s in steps] == instructions(DOCKERFILE.read_text())
    last_from = max(i for i, s in enumerate(steps) if s["keyword"] == "FROM")
    # Every build-stage RUN runs on the host; only the runtime stage's set-up is image-only.
    for i, step in enumerate(steps):
        if step["keyword"] == "RUN":
            assert step["action"] == ("image-only" if i > last_from else "run"), step
    assert [s["stage"] for s in steps if s["keyword"] == "FROM"] == ["service", "pwa", "runtime"]


def test_the_pwa_is_built_from_the_content_the_service_resolved(plan):
    # The PWA stage has no Rust binary: the service stage writes the resolved content and the
    # PWA's build reads that file (pwa/build/service-content.mjs).
    steps = plan["steps"]
    runs = {s["stage"]: [r["command"] for r in steps if r["keyword"] == "RUN" and r["stage"] == s["stage"]] for s in steps}
    written = next(c for c in runs["service"] if "check-content --json" in c).split(">")[-1].strip()
    copied = next(s for s in steps if s["keyword"] == "COPY" and s["stage"] == "pwa" and s["from"] == "service")
    assert copied["sources"] == [f"/src/{written}"]
    build = next(c for c in runs["pwa"] if "npm run build -w pwa" in c)
    assert build.startswith(f"PRAYER_FAST_CONTENT_JSON={copied['dest']} ")


def test_the_image_runs_non_root_with_its_data_in_a_volume(plan):
    image = plan["image"]
    assert image["uid"] != 0
    assert image["volumes"] == [image["env"]["DATA_DIR"]]
    assert image["env"]["BIND"] == "0.0.0.0"
    assert "/healthz" in " ".join(image["healthcheck"]["command"])
    assert {"libssl3", "curl", "sqlite3"} <= set(image["packages"])


def test_base_images_are_pinned_to_the_projects_toolchains(plan):
    toolchains = {s["args"].split(":")[0]: s.get("toolchain") for s in plan["steps"] if s["keyword"] == "FROM"}
    assert toolchains["node"].startswith("node 20.")
    assert toolchains["rust"].startswith("rust 1.95")


@pytest.mark.parametrize(
    "old, new, message",
    [
        ("ENTRYPOINT", "ADD https://example.org/x /x\nENTRYPOINT", "does not mirror ADD"),
        ("ENTRYPOINT", "RUN prayer-fast check-content\nENTRYPOINT", "build it in a build stage"),
        ("COPY --from=pwa", "COPY --chown=10001 --from=pwa", "--chown is not mirrored"),
        ("--mount=type=cache,target=/root/.npm", "--mount=type=secret,id=npmrc", "only cache mounts"),
        (" \\\n    && mkdir -p /data && chown prayerfast:prayerfast /data", "", "chown VOLUME /data"),
        ("USER 10001:10001", "USER root", "numeric uid"),
        ("DATA_DIR=/data", "DATA_DIR=/var/lib/prayer-fast", "must be a VOLUME"),
        ("EXPOSE 8080", "EXPOSE 9090", "EXPOSE 9090 is not ENV PORT=8080"),
        ("rust:1.95-bookworm", "rust:1.80-bookworm", "does not match the host's rust"),
        ("node:20.20-bookworm-slim", "node:20-bookworm-slim", "pin node:20-bookworm-slim"),
        ("debian:bookworm-slim", "debian:trixie-slim", "one Debian release"),
    ],
)
def test_the_script_refuses_what_it_cannot_mirror(tmp_path, old, new, message):
    text = DOCKERFILE.read_text()
    assert old in text
    changed = tmp_path / "Dockerfile"
    changed.write_text(text.replace(old, new, 1))
    result = run_plan(changed)
    assert result.returncode != 0
    assert message in result.stderr, result.stderr


def test_the_build_context_is_only_what_the_image_needs():
    paths = {
        "Cargo.lock": False, "service/src/main.rs": False, "content/days/day-01.json": False,
        "pwa/src/main.tsx": False, "data/prayer-fast.db": True, "data/vapid-private-key": True,
        "docker/.env": True, ".env": True, ".git/config": True, "target/release/prayer-fast": True,
        "pwa/node_modules/react/index.js": True, "pwa/dist/index.html": True, "node_modules/vite/x.js": True,
    }
    script = (
        f"import {{ dockerignore }} from {json.dumps(SCRIPT.as_uri())};"
        f"const ignored = dockerignore({json.dumps(str(ROOT))});"
        f"console.log(JSON.stringify(Object.fromEntries({json.dumps(list(paths))}.map((p) => [p, ignored(p)]))));"
    )
    result = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == paths


def check_jsonschema(schema: str, path: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [venv_tool("check-jsonschema"), "--builtin-schema", schema, str(path)], capture_output=True, text=True
    )


def test_compose_file_follows_the_compose_specification(tmp_path):
    result = check_jsonschema("vendor.compose-spec", COMPOSE)
    assert result.returncode == 0, result.stdout + result.stderr
    typo = tmp_path / "compose.yaml"
    typo.write_text(COMPOSE.read_text().replace("retries:", "retry:"))
    assert check_jsonschema("vendor.compose-spec", typo).returncode != 0


def test_compose_runs_the_image_with_mailpit_as_its_smtp_server(plan):
    compose = yaml.safe_load(COMPOSE.read_text())
    app, mailpit = compose["services"]["app"], compose["services"]["mailpit"]
    image = plan["image"]
    assert (COMPOSE.parent / app["build"]["context"]).resolve() == ROOT
    assert (ROOT / app["build"]["dockerfile"]) == DOCKERFILE
    assert f"data:{image['env']['DATA_DIR']}" in app["volumes"] and "data" in compose["volumes"]
    assert any(port.endswith(f":{image['expose']}") for port in app["ports"])
    env = app["environment"]
    assert re.fullmatch(r"\$\{SMTP_URL:-smtp://mailpit:1025\}", env["SMTP_URL"])
    assert mailpit["image"].startswith("axllent/mailpit:v")
    assert "127.0.0.1:8025:8025" in mailpit["ports"]
    assert app["depends_on"]["mailpit"]["condition"] == "service_healthy"
    assert mailpit["healthcheck"]["test"] and "healthcheck" not in app  # the app's is the image's
    assert all(service["restart"] == "unless-stopped" for service in compose["services"].values())
    # Whatever compose lets an operator set, the configuration page documents.
    documented = (ROOT / "docs" / "configuration.md").read_text()
    for name in env:
        assert f"`{name}`" in documented, name


def test_ci_workflow_runs_ci_run_with_the_images_toolchains(plan):
    result = check_jsonschema("vendor.github-workflows", WORKFLOW)
    assert result.returncode == 0, result.stdout + result.stderr
    workflow = yaml.safe_load(WORKFLOW.read_text())
    job = workflow["jobs"]["test"]
    steps = {step.get("uses", "").split("@")[0]: step for step in job["steps"]}
    assert any(step.get("run", "").strip() == "bash .ci/run" for step in job["steps"])
    images = {s["args"].split(":")[0]: s["args"].split(":")[1].split()[0] for s in plan["steps"] if s["keyword"] == "FROM"}
    assert job["container"] == f"debian:{plan['image']['release']}"
    assert images["node"].startswith(steps["actions/setup-node"]["with"]["node-version"] + "-")
    assert steps["actions/setup-node"]["with"]["cache"] == "npm"
    assert images["rust"].startswith(steps["dtolnay/rust-toolchain"]["with"]["toolchain"] + "-")
    cached = steps["actions/cache"]["with"]["path"].split()
    assert {"~/.cargo/registry", "~/.cargo/git", "target"} <= set(cached)


def test_ci_run_mirrors_the_dockerfile_after_npm_test():
    lines = [line.strip() for line in (ROOT / ".ci" / "run").read_text().splitlines()]
    # With the development build npm test made (one profile compiled in CI): the Dockerfile's
    # profile is a build argument whose default stays release.
    assert lines.index("CARGO_PROFILE=dev node scripts/docker-build-steps.mjs") > lines.index("npm test")
    assert "ARG CARGO_PROFILE=release" in DOCKERFILE.read_text()
