// How a time is written, from a language's clock messages (content/messages/<lang>/app/clock.ftl,
// which the service writes its times with too: service/src/content/clock.rs): the app passes its
// build's messages, the build the messages of the language it fills content in.
import type * as Clock from 'virtual:messages/clock';
import type { HourCycle, PlaceholderFormat } from '../types/content.ts';

export type ClockMessages = typeof Clock;
export type { HourCycle };
/** How a placeholder shows a time (generated from the service's `PlaceholderFormat`). */
export type TimeFormat = PlaceholderFormat;

// The writer itself is plain JavaScript, which the browser tests' kit runs as it is.
export { writeTime } from './write-time.mjs';
