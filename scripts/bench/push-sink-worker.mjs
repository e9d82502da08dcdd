// The loopback https push sink of the fan-out benchmark, on a worker thread: answers 201 to every
// push and decrypts every sampled payload (RFC 8291 aes128gcm) to prove the work was really done.
import crypto from 'node:crypto';
import https from 'node:https';
import { parentPort, workerData } from 'node:worker_threads';
import ece from 'http_ece';

const { key, cert, sampleEvery } = workerData;
const counts = { rust: 0, node: 0, decrypted: 0, decryptFailures: 0 };
const sampled = new Map();

const server = https.createServer({ key, cert, keepAliveTimeout: 30_000 }, (req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const [, who, index] = req.url.split('/');
    counts[who] = (counts[who] ?? 0) + 1;
    const i = Number(index);
    if (i % sampleEvery === 0) {
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const { ecdh, auth } = sampled.get(i);
        const plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: ecdh, authSecret: auth });
        JSON.parse(plain.toString('utf8'));
        counts.decrypted += 1;
      } catch {
        counts.decryptFailures += 1;
      }
    }
    res.writeHead(201).end();
  });
});

parentPort.on('message', (m) => {
  if (m.type === 'keys') {
    for (const [i, privateKey, auth] of m.sampled) {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.setPrivateKey(Buffer.from(privateKey));
      sampled.set(i, { ecdh, auth: Buffer.from(auth) });
    }
    parentPort.postMessage({ type: 'keys' });
  } else if (m.type === 'close') {
    server.closeAllConnections();
    server.close(() => parentPort.postMessage({ type: 'closed', counts }));
  }
});

server.listen(0, '127.0.0.1', () => parentPort.postMessage({ type: 'listening', port: server.address().port }));
