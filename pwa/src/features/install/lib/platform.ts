// What kind of browser the app runs in, for install guidance.

/** Running from the home screen (Android/desktop standalone, or iOS's own flag). */
export function isStandalone(win: Window = window): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || win.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** iPhone/iPad Safari, where installing is only "Share → Add to Home Screen". */
export function isIosSafari(userAgent: string = navigator.userAgent, maxTouchPoints = navigator.maxTouchPoints): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
  return ios && /Safari\//.test(userAgent) && !otherBrowser;
}
