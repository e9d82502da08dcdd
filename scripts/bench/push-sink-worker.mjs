// The loopback https push sink of the push benchmarks, on a worker thread: answers 201 to every
// push and decrypts every sampled payload (RFC 8291 aes128gcm) to prove the work was really done.
// For a tracked sender (`track`) it counts the pushes to each endpoint and keeps the time the first
// one arrived, for the exactly-once check and the lateness figures (`arrivals`).
import crypto from 'node:crypto';
import https from 'node:https';
import { parentPort, workerData } from 'node:worker_threads';
import ece from 'http_ece';

const { key, cert, sampleEvery } = workerData;
const counts = { rust: 0, node: 0, decrypted: 0, decryptFailures: 0 };
const sampled = new Map();
/** Per tracked sender: pushes per endpoint index and the first one's arrival (unix ms). */
const tracked = new Map();
/** Per sender: the first payload decrypted and its headers (what a benchmark sends again). */
const samples = {};
const clock = () => performance.timeOrigin + performance.now();

const server = https.createServer({ key, cert, keepAliveTimeout: 30_000 }, (req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const [, who, index] = req.url.split('/');
    counts[who] = (counts[who] ?? 0) + 1;
    const i = Number(index);
    const track = tracked.get(who);
    if (track && i < track.seen.length) {
      if (track.seen[i] === 0) track.arrivals[i] = clock();
      if (track.seen[i] < 255) track.seen[i] += 1;
    }
    if (i % sampleEvery === 0) {
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const { ecdh, auth } = sampled.get(i);
        const body = Buffer.concat(chunks);
        const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth });
        JSON.parse(plain.toString('utf8'));
        counts.decrypted += 1;
        const { ttl, urgency, topic } = req.headers;
        samples[who] ??= { payload: plain.toString('utf8'), bytes: body.length, ttl: Number(ttl), urgency, topic };
      } catch {
        counts.decryptFailures += 1;
      }
    }
    res.writeHead(201).end();
  });
});

/** A tracked sender's exactly-once check and its arrivals in ms after `since` (sorted). */
function arrivals(who, since) {
  const { seen, arrivals: at } = tracked.get(who);
  let missing = 0;
  let twice = 0;
  const after = new Float64Array(seen.length);
  let n = 0;
  for (let i = 0; i < seen.length; i++) {
    if (seen[i] === 0) missing += 1;
    else after[n++] = at[i] - since;
    if (seen[i] > 1) twice += 1;
  }
  const sorted = after.subarray(0, n).sort();
  tracked.delete(who);
  return { missing, twice, sorted };
}

parentPort.on('message', (m) => {
  if (m.type === 'keys') {
    for (const [i, privateKey, auth] of m.sampled) {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.setPrivateKey(Buffer.from(privateKey));
      sampled.set(i, { ecdh, auth: Buffer.from(auth) });
    }
    parentPort.postMessage({ type: 'keys' });
  } else if (m.type === 'track') {
    tracked.set(m.who, { seen: new Uint8Array(m.size), arrivals: new Float64Array(m.size) });
    parentPort.postMessage({ type: 'track' });
  } else if (m.type === 'arrivals') {
    const { missing, twice, sorted } = arrivals(m.who, m.since);
    parentPort.postMessage({ type: 'arrivals', missing, twice, sorted, sample: samples[m.who] }, [sorted.buffer]);
  } else if (m.type === 'close') {
    server.closeAllConnections();
    server.close(() => parentPort.postMessage({ type: 'closed', counts }));
  }
});

server.listen(0, '127.0.0.1', () => parentPort.postMessage({ type: 'listening', port: server.address().port }));
