// The way of fasting this member chose, kept on the device (null: not chosen yet).
import { WAYS, type Way } from '@/content/ways-of-fasting';
import { stored } from '@/lib/local-store';
import { WAY_OF_FASTING_KEY } from '@/lib/storage-keys';

export const wayStore = stored<Way | null>(WAY_OF_FASTING_KEY, (raw) => (WAYS.includes(raw as Way) ? (raw as Way) : null));
