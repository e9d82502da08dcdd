/** The member's time zone (IANA), as the browser has it; undefined when it does not say. */
export const memberTimeZone = (): string | undefined => Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
