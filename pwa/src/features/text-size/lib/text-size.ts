// The guide's text size, chosen on this device: the root font size every `rem` follows, set on
// <html data-text-size> (an inline script in index.html applies it before the first paint; the
// service's Content-Security-Policy allows that script by its hash).
import { stored } from '@/lib/local-store';
import * as m from 'virtual:messages/text-size';
import { TEXT_SIZE_KEY } from '@/lib/storage-keys';

export const TEXT_SIZES = [
  { size: 'standard', label: m.textSizeStandard },
  { size: 'large', label: m.textSizeLarge },
  { size: 'larger', label: m.textSizeLarger },
  { size: 'largest', label: m.textSizeLargest },
] as const;

export type TextSize = (typeof TEXT_SIZES)[number]['size'];

const isTextSize = (value: unknown): value is TextSize => TEXT_SIZES.some((t) => t.size === value);

const store = stored(TEXT_SIZE_KEY, (raw): TextSize => (isTextSize(raw) ? raw : 'standard'));

export const savedTextSize = (): TextSize => store.read();

/** Shows `size` at once and keeps it (the standard size is kept as nothing). */
export function applyTextSize(size: TextSize): void {
  const root = document.documentElement;
  if (size === 'standard') delete root.dataset.textSize;
  else root.dataset.textSize = size;
  store.write(size === 'standard' ? null : size);
}
