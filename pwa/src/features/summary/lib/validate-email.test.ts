import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE, validateEmail } from './validate-email';

const MESSAGE = 'Please enter a valid email address';

describe('validateEmail', () => {
  it('uses the spec message and the 255 character limit', () => {
    expect(INVALID_EMAIL_MESSAGE).toBe(MESSAGE);
    expect(EMAIL_MAX_LENGTH).toBe(255);
  });

  it.each([
    ['me@example.com', 'me@example.com'],
    ['  me@example.com  ', 'me@example.com'],
    ['\tfirst.last+fast@mail.church.org\n', 'first.last+fast@mail.church.org'],
    ['A_B-c@sub.example.co.uk', 'A_B-c@sub.example.co.uk'],
  ])('accepts %j and returns it trimmed', (input, email) => {
    expect(validateEmail(input)).toEqual({ ok: true, email });
  });

  it.each([
    ['empty', ''],
    ['only spaces', '    '],
    ['no @', 'me.example.com'],
    ['no dot in the domain', 'me@example'],
    ['space in the local part', 'my name@example.com'],
    ['space in the domain', 'me@exa mple.com'],
    ['space before @', 'me @example.com'],
    ['two @', 'me@@example.com'],
    ['@ twice in the address', 'me@home@example.com'],
    ['no local part', '@example.com'],
    ['no domain', 'me@'],
    ['domain starting with a dot', 'me@.example.com'],
    ['domain ending with a dot', 'me@example.'],
    ['empty label in the domain', 'me@example..com'],
  ])('rejects %s', (_label, input) => {
    expect(validateEmail(input)).toEqual({ ok: false, message: MESSAGE });
  });

  it('accepts exactly 255 characters', () => {
    const email = `${'a'.repeat(255 - '@example.com'.length)}@example.com`;
    expect(email).toHaveLength(255);
    expect(validateEmail(email)).toEqual({ ok: true, email });
  });

  it('rejects 256 or more characters', () => {
    for (const length of [256, 300]) {
      const email = `${'a'.repeat(length - '@example.com'.length)}@example.com`;
      expect(email).toHaveLength(length);
      expect(validateEmail(email)).toEqual({ ok: false, message: MESSAGE });
    }
  });

  it('measures the length after trimming', () => {
    const email = `${'a'.repeat(255 - '@example.com'.length)}@example.com`;
    expect(validateEmail(`   ${email}   `)).toEqual({ ok: true, email });
  });
});
