const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const LONG = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** Spaces that never break: a date wrapped between its month and its day reads as two things. */
const oneLine = (text: string) => text.replaceAll(' ', '\u00a0');

/** A UTC day without its year, on one line: "Nov 25". */
export const formatDay = (ms: number): string => oneLine(SHORT.format(ms));

/** A UTC day with its year, on one line: "Nov 25, 2026". */
export const formatDate = (ms: number): string => oneLine(LONG.format(ms));
