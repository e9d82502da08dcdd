// Push fan-out: 10,000 subscriptions due at one slot, sent by the service (`reminders run-once`)
// and by Node's `web-push` with the same concurrency, to the same loopback https push sink, which
// decrypts a sample of the payloads (RFC 8291) to prove the work was really done.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import crypto from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ownProcesses } from './push-runs.mjs';

const DAY3_THEME = JSON.parse(readFileSync(join(fileURLToPath(new URL('../..', import.meta.url)), 'content', 'days', 'day-03.json'), 'utf8')).theme;
import webpush from 'web-push';

const SUBSCRIPTIONS = Number(process.env.BENCH_FANOUT_SUBSCRIPTIONS ?? 10_000);
const CONCURRENCY = 64; // the service's own bound on concurrent sends
const SAMPLE_EVERY = 100;

/** A directory, a certificate, the sink trusting it, and the service's settings for pushing there. */
export async function pushBench(name) {
  const dir = mkdtempSync(join(tmpdir(), `prayer-fast-${name}-`));
  const cert = selfSignedCertificate(dir);
  const sink = await startSink(cert);
  const env = {
    VAPID_SUBJECT: 'mailto:office@gracefellowship.church',
    PUSH_ALLOW_PRIVATE_ENDPOINTS: '1',
    PUSH_EXTRA_CA_FILE: cert.certFile,
    PROGRAMME_START_DATE: '2031-03-10',
    RUST_LOG: 'warn',
  };
  return { dir, cert, sink, env };
}

export async function measurePushFanout({ root, startService, binary }) {
  const { dir, cert, sink, env: pushEnv } = await pushBench('fanout');
  const keys = Array.from({ length: SUBSCRIPTIONS }, browserKeys);
  const env = { ...pushEnv, REMINDER_INTERVAL_MS: '86400000', RATE_LIMITS: 'off' };
  // Subscribe through the API, then stop the server so only `run-once` sends.
  const service = await startService(env);
  try {
    await inParallel(keys, 32, async (k, i) => {
      const res = await fetch(`${service.url}/api/push/subscriptions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          subscription: { endpoint: `${sink.origin}/rust/${i}`, keys: { p256dh: k.p256dh, auth: k.auth } },
          timeZone: 'UTC',
          slots: ['opening'],
        }),
      });
      if (res.status !== 201) throw new Error(`subscribe ${i}: ${res.status} ${await res.text()}`);
    });
  } finally {
    await service.stop({ keepData: true }); // `run-once` below sends from this database
  }
  await sink.setKeys(keys);

  const rustStarted = process.hrtime.bigint();
  const run = await promisify(execFile)(binary, ['reminders', 'run-once', '--now', '2031-03-12T06:00:01Z'], {
    cwd: root,
    env: { ...process.env, ...env, DATA_DIR: service.dataDir, CONTENT_DIR: join(root, 'content') },
    encoding: 'utf8',
  });
  const rustSeconds = Number(process.hrtime.bigint() - rustStarted) / 1e9;
  if (!run.stdout.includes(`${SUBSCRIPTIONS} sent`)) throw new Error(`run-once: ${run.stdout}${run.stderr}`);

  const vapid = webpush.generateVAPIDKeys();
  const agent = new https.Agent({ ca: cert.cert, keepAlive: true, maxSockets: CONCURRENCY });
  const payload = JSON.stringify({
    web_push: 8030,
    // A reminder's size and shape (Day 3's theme, as content/ writes it).
    notification: { title: '6:00 AM · Opening Consecration', body: `Day 3 · ${DAY3_THEME}`, navigate: 'https://guide.example/day/3#opening', tag: 'day-3' },
  });
  const nodeStarted = process.hrtime.bigint();
  await inParallel(keys, CONCURRENCY, (k, i) =>
    webpush.sendNotification({ endpoint: `${sink.origin}/node/${i}`, keys: { p256dh: k.p256dh, auth: k.auth } }, payload, {
      vapidDetails: { subject: 'mailto:office@gracefellowship.church', publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: 3600,
      urgency: 'high',
      topic: 'day-3',
      agent,
    }),
  );
  const nodeSeconds = Number(process.hrtime.bigint() - nodeStarted) / 1e9;
  agent.destroy();
  const counts = await sink.close();
  if (counts.rust !== SUBSCRIPTIONS || counts.node !== SUBSCRIPTIONS) throw new Error(`sink counts ${JSON.stringify(counts)}`);
  if (counts.decryptFailures) throw new Error(`${counts.decryptFailures} sampled payloads did not decrypt`);
  for (const done of [service.dataDir, dir]) rmSync(done, { recursive: true, force: true });
  return {
    subscriptions: SUBSCRIPTIONS,
    concurrency: CONCURRENCY,
    rust: { seconds: rustSeconds, perSecond: SUBSCRIPTIONS / rustSeconds },
    node: { seconds: nodeSeconds, perSecond: SUBSCRIPTIONS / nodeSeconds },
    decrypted: counts.decrypted,
  };
}

export function selfSignedCertificate(dir) {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-keyout', keyFile, '-out', certFile, '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    // A server certificate, not a CA: rustls refuses a CA certificate used as the server's own.
    '-addext', 'basicConstraints=critical,CA:FALSE', '-addext', 'extendedKeyUsage=serverAuth',
    '-addext', 'keyUsage=critical,digitalSignature',
  ], { stdio: 'ignore' });
  return { key: readFileSync(keyFile), cert: readFileSync(certFile), keyFile, certFile };
}

export function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return { ecdh, authBytes: auth, p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') };
}

/**
 * The loopback https push sink (service/examples/push_sink.rs, built by scripts/bench.mjs): a
 * process of its own, on one thread, whose CPU time counts as the benchmark's (push-runs.mjs).
 */
export async function startSink(cert) {
  const binary = fileURLToPath(new URL('../../target/release/examples/push_sink', import.meta.url));
  const child = spawn(binary, [cert.keyFile, cert.certFile, String(SAMPLE_EVERY)], { stdio: ['pipe', 'pipe', 'inherit'] });
  ownProcesses.add(child.pid);
  const lines = createInterface({ input: child.stdout });
  const waiting = [];
  lines.on('line', (line) => waiting.shift()?.(JSON.parse(line)));
  const reply = () => new Promise((resolve) => waiting.push(resolve));
  const ask = (command) => {
    const answer = reply();
    child.stdin.write(`${JSON.stringify(command)}\n`);
    return answer;
  };
  const { port } = await reply();
  return {
    origin: `https://127.0.0.1:${port}`,
    /** Only the sampled subscriptions' keys are handed over, for decryption. */
    async setKeys(keys) {
      const bytes = (b) => Array.from(b);
      const sampled = keys.flatMap((k, i) => (i % SAMPLE_EVERY === 0 ? [[i, bytes(k.ecdh.getPrivateKey()), bytes(k.ecdh.getPublicKey()), bytes(k.authBytes)]] : []));
      // (`keys[i]` may be one key object for many i: the announcement bench reuses a pool.)
      await ask({ type: 'keys', sampled });
    },
    /** Counts each push to `${origin}/${who}/i` (i < size) and keeps when the first arrived. */
    async track(who, size) {
      await ask({ type: 'track', who, size });
    },
    /**
     * Whether each of `who`'s endpoints got exactly one push, the first pushes' arrivals in ms after
     * `since` (unix ms), sorted, and the first payload decrypted with its headers.
     */
    async arrivals(who, since) {
      const answer = await ask({ type: 'arrivals', who, since });
      return { ...answer, sorted: Float64Array.from(answer.sorted) };
    },
    async close() {
      // Pushes per sender, `decrypted` and `decryptFailures`, side by side.
      const { counts: { counts, ...decryption } } = await ask({ type: 'close' });
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      ownProcesses.delete(child.pid);
      return { ...counts, ...decryption };
    },
  };
}

export async function inParallel(items, limit, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}
