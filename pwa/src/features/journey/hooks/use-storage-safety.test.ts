import { askToKeepStorage } from './use-storage-safety';

const manager = (parts: Partial<StorageManager>) => parts as StorageManager;

describe('asking the browser to keep what this device holds', () => {
  it('asks once, and says when the browser keeps it or refuses', async () => {
    const persist = vi.fn(async () => true);
    expect(await askToKeepStorage(manager({ persisted: async () => false, persist, estimate: async () => ({ usage: 1, quota: 100 }) }))).toBe('kept');
    expect(persist).toHaveBeenCalledTimes(1);
    const already = vi.fn(async () => true);
    expect(await askToKeepStorage(manager({ persisted: async () => true, persist: already }))).toBe('kept');
    expect(already).not.toHaveBeenCalled();
    expect(await askToKeepStorage(manager({ persisted: async () => false, persist: async () => false }))).toBe('refused');
  });

  it('says when the device is nearly full, before anything else', async () => {
    const safety = await askToKeepStorage(
      manager({ persisted: async () => true, persist: async () => true, estimate: async () => ({ usage: 95, quota: 100 }) }),
    );
    expect(safety).toBe('nearly-full');
  });

  it('says nothing where the browser cannot tell', async () => {
    expect(await askToKeepStorage(undefined)).toBe('unknown');
    expect(await askToKeepStorage(manager({ persist: async () => Promise.reject(new Error('no')) }))).toBe('unknown');
  });
});
