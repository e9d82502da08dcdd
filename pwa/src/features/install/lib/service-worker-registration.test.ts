import { registerServiceWorker } from './service-worker-registration';

describe('registerServiceWorker', () => {
  it('leaves no error behind in a browser that refuses service workers (the app works online only)', async () => {
    const register = vi.fn().mockRejectedValue(new DOMException('Service workers are disabled.', 'SecurityError'));
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register, controller: null, ready: new Promise(() => undefined), addEventListener: vi.fn() },
    });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      registerServiceWorker();
      await vi.waitFor(() => expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' }));
      // Rejections are reported once the microtasks and the next task have run.
      await new Promise((next) => setImmediate(next));
      await new Promise((next) => setImmediate(next));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
