// Push in the browser tests: a loopback push service that really decrypts what the service sends
// (RFC 8291) with the browser's private key, a stub of the browser's push service that gives the
// page those keys, and delivering a push to the app's service worker through DevTools.
import assert from 'node:assert/strict';
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import ece from 'http_ece';
import { newPhonePage } from '../../../testkit/browser.mjs';

/** The app's service worker, as Playwright sees it running. */
export async function runningWorker(context) {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

/** A DevTools session on `page`, and the app's service worker registration it sees. */
export async function workerRegistration(context, page) {
  const cdp = await context.newCDPSession(page);
  const registrations = [];
  // DevTools tells of the registrations once enabled: wait for that (or 5 s without it).
  let timer;
  const told = new Promise((resolve) => {
    timer = setTimeout(resolve, 5000);
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
      registrations.push(...e.registrations);
      if (registrations.length > 0) resolve();
    });
  });
  await cdp.send('ServiceWorker.enable');
  await told;
  clearTimeout(timer);
  const registration = registrations.find((r) => !r.isDeleted);
  assert.ok(registration, 'the service worker registration is visible');
  return { cdp, registration };
}

/**
 * Delivers `payload` to the service worker as the push service would, and waits until the worker
 * has shown its notification (Chromium can drop a notification from `getNotifications()` asked
 * for while it is still being shown). Returns the worker.
 */
export async function deliverPush(context, cdp, origin, registrationId, payload) {
  const worker = await runningWorker(context);
  await worker.evaluate(() => {
    // Settles once the worker has shown a notification (or after 10 s without one).
    self.e2eShown = new Promise((shown) => {
      setTimeout(shown, 10_000);
      const show = ServiceWorkerRegistration.prototype.showNotification;
      self.registration.showNotification = function (...args) {
        return show.apply(this, args).finally(shown);
      };
    });
  });
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
  await worker.evaluate(() => self.e2eShown);
  return worker;
}

/**
 * A loopback push service: what it received (path, headers, body), answering 201.
 * `received.arrival(which, timeoutMs)` resolves with the pushes `which` picks once there is one
 * (on arrival, not by polling), or with none after the timeout.
 */
export async function startPushSink() {
  const received = [];
  const waiting = new Set();
  received.arrival = (which = () => true, timeoutMs = 20_000) =>
    new Promise((resolve) => {
      const check = () => {
        const found = received.filter(which);
        if (found.length === 0) return false;
        waiting.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiting.delete(check);
        resolve(received.filter(which));
      }, timeoutMs);
      if (!check()) waiting.add(check);
    });
  const sink = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
      for (const check of [...waiting]) check();
    });
  });
  await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve));
  return { sink, received, port: sink.address().port };
}

/** A browser's push keys: the private one (to decrypt), and what the browser gives the service. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

/** A push's message, decrypted as the browser would (RFC 8291). */
export const decrypted = (body, ecdh, auth) => JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString());

/**
 * A push service stub that, like a real one, remembers its subscription across page loads and
 * the key each was made with (`options.applicationServerKey`); each subscribe gives a new endpoint.
 */
export function stubPushService(real) {
  const STORE = 'e2e-push-subscription';
  // Keys a push sink can decrypt with (`real`), else well-formed placeholders.
  const keys = real ? { p256dh: real.p256dh, auth: real.auth } : { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
  const endpointBase = real?.endpointBase ?? 'http://127.0.0.1:9/push';
  const toBase64Url = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const fromBase64Url = (text) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const make = ({ endpoint, key }) => ({
    endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: fromBase64Url(key).buffer },
    toJSON: () => ({ endpoint, expirationTime: null, keys }),
    unsubscribe: async () => {
      localStorage.removeItem(STORE);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (options) {
    const made = Number(localStorage.getItem(`${STORE}-count`) ?? 0) + 1;
    localStorage.setItem(`${STORE}-count`, String(made));
    const stored = { endpoint: `${endpointBase}/e2e-${made}`, key: toBase64Url(new Uint8Array(options.applicationServerKey)) };
    localStorage.setItem(STORE, JSON.stringify(stored));
    return make(stored);
  };
  PushManager.prototype.getSubscription = async function () {
    const stored = localStorage.getItem(STORE);
    return stored ? make(JSON.parse(stored)) : null;
  };
}

/**
 * A phone page of `browser` whose push service is a loopback sink holding the browser's private
 * key (so what the service pushes really decrypts), notifications allowed for `origin`.
 * `pageOptions`: the context's (its locale, time zone).
 */
export async function phoneWithRealPush(browser, origin, pageOptions = {}) {
  const { sink, received, port } = await startPushSink();
  const { ecdh, keys } = browserKeys();
  const real = { endpointBase: `http://127.0.0.1:${port}/push`, ...keys };
  const { page, context } = await newPhonePage(browser, pageOptions);
  await context.grantPermissions(['notifications'], { origin });
  await context.addInitScript(stubPushService, real);
  return { sink, received, ecdh, real, page, context };
}
