import { describe, expect, it } from 'vitest';
import { isIosSafari, isStandalone } from './platform';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('isIosSafari', () => {
  it('recognises Safari on iPhone and on an iPad in desktop mode', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_MODE, 5)).toBe(true);
  });

  it('is false for other iOS browsers, a Mac and Android', () => {
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(IPAD_DESKTOP_MODE, 0)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false);
  });
});

describe('isStandalone', () => {
  const fakeWindow = (standaloneMedia: boolean, iosStandalone?: boolean) =>
    ({
      navigator: { standalone: iosStandalone },
      matchMedia: (query: string) => ({ matches: standaloneMedia && query === '(display-mode: standalone)' }),
    }) as unknown as Window;

  it('is true from the home screen on Android/desktop and on iOS', () => {
    expect(isStandalone(fakeWindow(true))).toBe(true);
    expect(isStandalone(fakeWindow(false, true))).toBe(true);
  });

  it('is false in a browser tab', () => {
    expect(isStandalone(fakeWindow(false, false))).toBe(false);
  });
});
