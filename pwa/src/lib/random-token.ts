/** `bytes` random bytes in base64url, without padding. */
export function randomBase64Url(bytes: number): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(bytes))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** 128 random bits in base64url: 22 characters, made fresh for one thing the church counts. */
export const newToken = () => randomBase64Url(16);
