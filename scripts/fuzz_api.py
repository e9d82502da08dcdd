"""OpenAPI-driven fuzzing: Schemathesis, reading the service's own /api/openapi.json, sends
generated requests (valid and schema-violating) to a freshly started service until at least
--requests have been answered, and the run fails on any 5xx, any panic in the service's log,
any /api error without an `error` message, a schema-violating request that is not refused with
a 4xx, an answer that does not match the document, or the service's memory growing more than
--max-rss-growth-mib after the first round.

    .venv/bin/python scripts/fuzz_api.py --requests 3000                    # npm test
    .venv/bin/python scripts/fuzz_api.py --requests 100000 --processes 4    # npm run test:faults

The service runs with a temporary DATA_DIR, e-mail as .eml files (no SMTP_URL), rate limits
off (RATE_LIMITS=off, this run only) and reminders on. Where the system allows it the whole
run is in a private network namespace, so nothing the fuzzer sends can leave the machine (not
even a DNS look-up of a generated push endpoint).
"""
import argparse
import datetime
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HOOKS = ROOT / "scripts" / "fuzz_checks.py"
# Schema-violating input must be refused with a 4xx (Schemathesis would also allow a 5xx).
CONFIG = '[checks.negative_data_rejection]\nexpected-statuses = ["4xx"]\n'
REQUEST_SERIES = re.compile(r'^prayer_fast_http_request_duration_seconds_count\{[^}]*status="(\d)\d\d"\} (\d+)', re.M)
ISOLATED = "FUZZ_IN_PRIVATE_NETWORK"


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--requests", type=int, default=3000, help="answered requests to reach (default 3000)")
    parser.add_argument("--binary", default="target/debug/prayer-fast", help="the service binary, built")
    parser.add_argument("--examples", type=int, default=150, help="Schemathesis test cases per operation and run (default 150)")
    parser.add_argument("--processes", type=int, default=2, help="Schemathesis runs side by side")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first run; each further run adds one")
    parser.add_argument("--max-rss-growth-mib", type=int, default=32,
                        help="fail if the service's memory grows more than this after the first round (default 32)")
    parser.add_argument("--report", help="also write the figures to this JSON file")
    return parser.parse_args()


def in_private_network():
    """Re-runs this script in a new network namespace with only loopback, when the system allows it."""
    if os.environ.get(ISOLATED) or not shutil.which("unshare") or not shutil.which("ip"):
        return False
    probe = subprocess.run(["unshare", "--net", "--map-root-user", "true"], capture_output=True)
    if probe.returncode != 0:
        print("fuzz: no private network namespace here; fuzzing over the host's loopback", flush=True)
        return False
    inner = 'ip link set lo up && exec "$@"'
    command = ["unshare", "--net", "--map-root-user", "sh", "-c", inner, "sh", sys.executable, *sys.argv]
    sys.exit(subprocess.run(command, env={**os.environ, ISOLATED: "1"}).returncode)


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Service:
    """The service binary on a free loopback port, over a temporary data directory."""

    def __init__(self, binary, workdir):
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.log_path = workdir / "service.log"
        self.own_requests = 0
        pwa = workdir / "pwa"
        pwa.mkdir()
        # The shell and the 404 page, as a build prerenders them (day pages fall back to the shell).
        for page, title in [("index.html", "Prayer Fast"), ("404.html", "Not found")]:
            (pwa / page).write_text(f'<!doctype html><title>{title}</title><div id="root"></div>')
        # A fast starting next week: subscriptions are accepted and no reminder falls due meanwhile.
        start = datetime.date.today() + datetime.timedelta(days=7)
        env = {
            "PATH": os.environ.get("PATH", ""),
            "PORT": str(self.port),
            "DATA_DIR": str(workdir / "data"),
            "CONTENT_DIR": str(ROOT / "content"),
            "PWA_DIR": str(pwa),
            "RATE_LIMITS": "off",
            # The figures are read on the main port (off it by default).
            "METRICS_BIND": "same",
            "VAPID_SUBJECT": "mailto:office@gracefellowship.church",
            "PROGRAMME_START_DATE": start.isoformat(),
            "REMINDER_INTERVAL_MS": "86400000",
            "RUST_LOG": "warn",
        }
        self.log = open(self.log_path, "w", encoding="utf-8")
        self.process = subprocess.Popen([str(ROOT / binary)], cwd=ROOT, env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self.wait_until_up()

    def get(self, path):
        self.own_requests += 1
        with urllib.request.urlopen(self.base + path, timeout=10) as res:
            return res.read().decode()

    def wait_until_up(self):
        deadline = time.monotonic() + 30
        while True:
            if self.process.poll() is not None:
                raise SystemExit(f"fuzz: the service exited at start-up:\n{self.log_path.read_text()}")
            try:
                self.get("/healthz")
                return
            except OSError:
                if time.monotonic() > deadline:
                    raise SystemExit("fuzz: the service did not answer /healthz within 30 s")
                time.sleep(0.1)

    def answered(self):
        """Answers by status class ("2", "4", "5", …) and in all, from the service's metrics,
        less this script's own requests (all 200s; a request is counted once it is answered,
        so the /metrics request being answered here is not in its own figures)."""
        metrics = self.get("/metrics")
        by_class = {}
        for status_class, count in REQUEST_SERIES.findall(metrics):
            by_class[status_class] = by_class.get(status_class, 0) + int(count)
        by_class["2"] = by_class.get("2", 0) - (self.own_requests - 1)
        by_class["all"] = sum(by_class.values())
        return by_class

    def memory_kib(self):
        """The service's resident memory now and at its peak (VmRSS, VmHWM), in KiB."""
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
        return int(fields["VmRSS"].split()[0]), int(fields["VmHWM"].split()[0])

    def stop(self):
        alive = self.process.poll() is None
        self.process.terminate()
        self.process.wait(timeout=30)
        self.log.close()
        return alive

    def panics(self):
        return self.log_path.read_text(errors="replace").count("panicked")


def schemathesis_command(service, config, examples, seed, phases):
    return [
        str(Path(sys.executable).parent / "schemathesis"), "--config-file", str(config), "--no-color",
        "run", f"{service.base}/api/openapi.json", "--url", service.base,
        "--checks", "all", "--exclude-checks", "positive_data_acceptance",
        "--mode", "all", "--max-examples", str(examples), "--seed", str(seed), "--phases", phases,
        # Generating is CPU-bound Python: processes side by side use the cores, threads would not.
        "--workers", "1", "--generation-database", "none",
        "--suppress-health-check", "all", "--warnings", "off",
    ]


def schemathesis_round(service, args, first_seed, workdir):
    """Runs --processes Schemathesis runs side by side, one seed each; (all passed, tallies).
    The examples and coverage phases give the same requests whatever the seed, so only the very
    first run has them; every run has the seeded fuzzing and stateful phases."""
    config = workdir / "schemathesis.toml"
    config.write_text(CONFIG)
    runs = []
    for seed in range(first_seed, first_seed + args.processes):
        phases = "examples,coverage,fuzzing,stateful" if seed == args.seed else "fuzzing,stateful"
        command = schemathesis_command(service, config, args.examples, seed, phases)
        tally = workdir / f"tally-{seed}.json"
        output = open(workdir / f"schemathesis-{seed}.out", "w+", encoding="utf-8")
        env = {**os.environ, "SCHEMATHESIS_HOOKS": str(HOOKS), "FUZZ_TALLY": str(tally)}
        if seed < args.seed + 2:
            print(f"$ {' '.join(command)}", flush=True)
        runs.append((subprocess.Popen(command, cwd=workdir, env=env, stdout=output, stderr=subprocess.STDOUT), output, tally))
    passed, tallies = True, []
    for process, output, tally in runs:
        ok = process.wait() == 0
        output.seek(0)
        text = output.read()
        output.close()
        # The whole report when it failed, else its closing line.
        print(text if not ok else (text.rstrip().splitlines() or [""])[-1], flush=True)
        passed &= ok
        tallies.append(json.loads(tally.read_text()) if tally.exists() else {})
    return passed, tallies


def main():
    args = parse_args()
    in_private_network()
    started = time.monotonic()
    without_message = 0
    rounds_passed = True
    with tempfile.TemporaryDirectory(prefix="prayer-fast-fuzz-") as tmp:
        workdir = Path(tmp)
        service = Service(args.binary, workdir)
        rss_at_start, _ = service.memory_kib()
        rss_by_round = []
        seed = args.seed
        while service.answered()["all"] < args.requests:
            passed, tallies = schemathesis_round(service, args, seed, workdir)
            rounds_passed &= passed
            without_message += sum(seen.get("api_errors_without_message", 0) for seen in tallies)
            answered = service.answered()["all"]
            rss_by_round.append(service.memory_kib()[0])
            print(
                f"fuzz: seeds {seed}..{seed + args.processes - 1}: {answered} requests answered so far, "
                f"service RSS {rss_by_round[-1]} KiB",
                flush=True,
            )
            seed += args.processes
            if not passed:
                break
        answers = service.answered()
        rss_at_end, rss_peak = service.memory_kib()
        alive = service.stop()
        panics = service.panics()
        if panics or not alive:
            print(service.log_path.read_text(errors="replace")[-5000:], file=sys.stderr)
    answered, server_errors = answers["all"], answers.get("5", 0)
    rss_warm = rss_by_round[0] if rss_by_round else rss_at_start
    rss_growth_mib = (rss_at_end - rss_warm) / 1024
    figures = {
        "requests": answered,
        "answers_2xx": answers.get("2", 0),
        "answers_4xx": answers.get("4", 0),
        "answers_5xx": server_errors,
        "panics": panics,
        "api_errors_without_message": without_message,
        # Memory: at start-up, after the first round (warm), at the end, and the peak.
        "rss_kib_start": rss_at_start,
        "rss_kib_after_first_round": rss_warm,
        "rss_kib_end": rss_at_end,
        "rss_kib_peak": rss_peak,
        "schemathesis_runs": seed - args.seed,
        "seeds": f"{args.seed}..{seed - 1}",
        "duration_s": round(time.monotonic() - started, 1),
        "command": " ".join(["python", "scripts/fuzz_api.py", *sys.argv[1:]]),
    }
    print("fuzz: " + json.dumps(figures), flush=True)
    if args.report:
        Path(args.report).write_text(json.dumps(figures, indent=2) + "\n")
    failures = [
        reason
        for reason, failed in [
            ("Schemathesis reported failures (see above)", not rounds_passed),
            (f"only {answered} of {args.requests} requests answered", answered < args.requests),
            (f"{server_errors} answers were 5xx", server_errors > 0),
            (f"the service panicked {panics} times", panics > 0),
            ("the service was not running at the end", not alive),
            (f"{without_message} API errors had no message", without_message > 0),
            (f"the service's memory grew {rss_growth_mib:.1f} MiB after the first round", rss_growth_mib > args.max_rss_growth_mib),
        ]
        if failed
    ]
    if failures:
        sys.exit("fuzz: FAILED: " + "; ".join(failures))
    print("fuzz: passed", flush=True)


if __name__ == "__main__":
    main()
