const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "12 secs ago", "3 mins ago", "5 hrs ago", "2 days ago"; times ahead of the clock read "just now". */
export function formatAge(timestamp: number, now: number): string {
  const elapsed = now - timestamp;
  if (elapsed < SECOND) return 'just now';
  const unit = (value: number, name: string) => `${value} ${name}${value === 1 ? '' : 's'} ago`;
  if (elapsed < MINUTE) return unit(Math.floor(elapsed / SECOND), 'sec');
  if (elapsed < HOUR) return unit(Math.floor(elapsed / MINUTE), 'min');
  if (elapsed < DAY) return unit(Math.floor(elapsed / HOUR), 'hr');
  return unit(Math.floor(elapsed / DAY), 'day');
}

/** The exact time in UTC: "2025-05-01 09:30:00 UTC". */
export function formatUtc(timestamp: number): string {
  return `${new Date(timestamp).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** A duration in words for lags and intervals: "850 ms", "4.2 s", "3 min". */
export function formatDuration(ms: number): string {
  if (ms < SECOND) return `${Math.round(ms)} ms`;
  if (ms < MINUTE) return `${(ms / SECOND).toFixed(1)} s`;
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`;
  return `${(ms / HOUR).toFixed(1)} h`;
}
