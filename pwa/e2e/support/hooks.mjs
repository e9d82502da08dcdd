// node:test hooks of the browser tests: what a test file shares (a service, a browser, an SMTP
// sink), or a service and a phone page for one test.
import { after, before } from 'node:test';
import { launchBrowser, newPhonePage } from '../../../testkit/browser.mjs';
import { startService } from '../../../testkit/service.mjs';
import { startSmtpSink } from '../../../testkit/smtp-sink.mjs';

/**
 * Starts each of `parts` (a name and how to start it) before a test file's tests, in order, and
 * ends each after, in the reverse order; returns them by name once started.
 */
function useForFile(parts) {
  const env = Object.fromEntries(Object.keys(parts).map((name) => [name, null]));
  before(async () => {
    for (const [name, start] of Object.entries(parts)) env[name] = await start();
  });
  after(async () => {
    for (const part of Object.values(env).reverse()) await (part?.close ?? part?.stop)?.call(part);
  });
  return env;
}

/** A service (`serviceEnv`) and a browser for a test file. */
export const useServiceAndBrowser = (serviceEnv) => useForFile({ service: () => startService(serviceEnv), browser: launchBrowser });

/** A browser and an SMTP sink for a test file whose tests each start their own service. */
export const useBrowserAndSink = () => useForFile({ browser: launchBrowser, sink: startSmtpSink });

/** Runs `test` with a service of its own (`serviceEnv`) and a phone page of `browser` (`phoneOptions`: a context's, e.g. its locale); stops both after. */
export async function withServiceAndPhone(browser, test, serviceEnv = {}, phoneOptions = {}) {
  const service = await startService(serviceEnv);
  const phone = await newPhonePage(browser, phoneOptions);
  try {
    await test({ service, ...phone });
  } finally {
    await phone.context.close();
    await service.stop();
  }
}
