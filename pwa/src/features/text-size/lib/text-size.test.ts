import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEXT_SIZE_KEY } from '@/lib/storage-keys';
import { applyTextSize, savedTextSize, TEXT_SIZES } from './text-size';

/** Runs index.html's inline script, which every page's <head> runs before it paints. */
function runHeadScript() {
  const html = readFileSync(join(import.meta.dirname, '../../../../index.html'), 'utf8');
  const source = /<script>([^<]*)<\/script>/.exec(html)?.[1];
  if (!source) throw new Error('index.html has no inline text-size script');
  new Function(source)();
}

describe('text size', () => {
  afterEach(() => applyTextSize('standard'));

  it('is standard until chosen, then kept on the device and shown on <html>', () => {
    expect(savedTextSize()).toBe('standard');
    applyTextSize('larger');
    expect(document.documentElement.dataset.textSize).toBe('larger');
    expect(savedTextSize()).toBe('larger');
    applyTextSize('standard');
    expect(document.documentElement.dataset.textSize).toBeUndefined();
    expect(localStorage.getItem(TEXT_SIZE_KEY)).toBeNull();
  });

  it('is applied by the head script from the same key, for every size but the standard one', () => {
    for (const { size } of TEXT_SIZES.filter((t) => t.size !== 'standard')) {
      localStorage.setItem(TEXT_SIZE_KEY, JSON.stringify(size));
      delete document.documentElement.dataset.textSize;
      runHeadScript();
      expect(document.documentElement.dataset.textSize).toBe(size);
    }
  });

  it('ignores what it does not know, in the head script and here', () => {
    for (const kept of ['"huge"', 'not json', '"standard"']) {
      localStorage.setItem(TEXT_SIZE_KEY, kept);
      delete document.documentElement.dataset.textSize;
      runHeadScript();
      expect(document.documentElement.dataset.textSize).toBeUndefined();
      expect(savedTextSize()).toBe('standard');
    }
  });
});
