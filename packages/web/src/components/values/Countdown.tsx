import { useNow } from '../../hooks/useNow';
import { formatUtc } from '../format/time';

const pad = (value: number) => String(value).padStart(2, '0');

/** "1 d 02:03:04", "04:05": the time left until `ms` from now. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const clock = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  if (days > 0) return `${days} d ${pad(hours)}:${clock}`;
  return hours > 0 ? `${pad(hours)}:${clock}` : clock;
}

/** A live countdown to a time (maintenance, a proposal's expiry); `due` is said once it has come. */
export function Countdown({ to, due = 'due now' }: { to: number; due?: string }) {
  const now = useNow();
  return (
    <time dateTime={new Date(to).toISOString()} title={formatUtc(to)}>
      {to <= now ? due : formatTimeLeft(to - now)}
    </time>
  );
}
