// node:test hooks of the browser tests: a service and a browser for a test file, or a service and a
// phone page for one test.
import { after, before } from 'node:test';
import { launchBrowser, newPhonePage } from '../../../testkit/browser.mjs';
import { startService } from '../../../testkit/service.mjs';

/** Starts the service and a browser before a test file's tests and stops both after. */
export function useServiceAndBrowser(serviceEnv) {
  const env = { service: null, browser: null };
  before(async () => {
    env.service = await startService(serviceEnv);
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.service?.stop();
  });
  return env;
}

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
