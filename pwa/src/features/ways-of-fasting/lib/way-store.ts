// The way of fasting this member chose, kept on the device (null: not chosen yet).
import { WAYS, type Way } from '@/content/ways-of-fasting';
import { stored } from '@/lib/local-store';

export const WAY_KEY = 'prayer-fast:v1:way-of-fasting';

export const wayStore = stored<Way | null>(WAY_KEY, (raw) => (WAYS.includes(raw as Way) ? (raw as Way) : null));
