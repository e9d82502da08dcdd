// An administrator signed in, as a browser test needs one: the code the service mailed to the
// test's SMTP sink, typed on the sign-in page.
import assert from 'node:assert/strict';
import { newPhonePage } from '../../../testkit/browser.mjs';

/** A page of its own on `service`'s admin area, signed in as `email` with the code from `sink`. */
export async function signedInAdmin(browser, service, sink, email) {
  const { page, context } = await newPhonePage(browser);
  const before = sink.messages.length;
  await page.goto(`${service.url}/admin`);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  const mails = await sink.waitFor(before + 1);
  const code = /type this code on the sign-in page: (\d{6})/.exec(mails.at(-1).mail.text)?.[1];
  assert.ok(code, 'the mail carries a code');
  await page.getByRole('textbox', { name: 'Code from the e-mail' }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Admin area' }).waitFor();
  return { page, context };
}
