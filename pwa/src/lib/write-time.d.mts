import type { ClockMessages, HourCycle, TimeFormat } from './clock.ts';

export function writeTime(m: ClockMessages, cycle: HourCycle, hhmm: string, format?: TimeFormat): string;
