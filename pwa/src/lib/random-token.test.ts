import { describe, expect, it } from 'vitest';
import { newToken, randomBase64Url } from './random-token';

describe('random tokens', () => {
  it('makes 22-character base64url tokens, a fresh one each time', () => {
    const tokens = new Set(Array.from({ length: 50 }, newToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('makes base64url of as many random bytes as asked, without padding', () => {
    expect(randomBase64Url(32)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomBase64Url(1)).toMatch(/^[A-Za-z0-9_-]{2}$/);
  });
});
