// The Node sender of the CPU-per-push benchmark, run as its own process (so its CPU time is its
// own): Node's `web-push` (`sendNotification`, a keep-alive agent) sends the payload the service
// sent, with its TTL, urgency and topic, to `${origin}/${who}/i` for each i < count, `concurrency`
// at a time. `node web-push-sender.mjs <job.json>`; prints `web-push: N sent`.
import { readFileSync } from 'node:fs';
import https from 'node:https';
import webpush from 'web-push';
import { inParallel } from './push-fanout.mjs';

const job = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const { origin, who, count, pool, concurrency, sample } = job;
const vapid = webpush.generateVAPIDKeys();
const agent = new https.Agent({ ca: readFileSync(job.caFile), keepAlive: true, maxSockets: concurrency });
const indexes = Array.from({ length: count }, (_, i) => i);
let sent = 0;
await inParallel(indexes, concurrency, async (i) => {
  const { p256dh, auth } = pool[i % pool.length];
  await webpush.sendNotification({ endpoint: `${origin}/${who}/${i}`, keys: { p256dh, auth } }, sample.payload, {
    vapidDetails: { subject: 'mailto:office@gracefellowship.church', publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    TTL: sample.ttl,
    urgency: sample.urgency,
    topic: sample.topic,
    agent,
  });
  sent += 1;
});
agent.destroy();
console.log(`web-push: ${sent} sent`);
