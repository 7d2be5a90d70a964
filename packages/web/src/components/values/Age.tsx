import { useNow } from '../../hooks/useNow';
import { formatAge, formatUtc } from '../format/time';

/** "12 secs ago", with the exact UTC time on hover and for assistive technology. */
export function Age({ timestamp }: { timestamp: number }) {
  const now = useNow();
  const utc = formatUtc(timestamp);
  return (
    <time dateTime={new Date(timestamp).toISOString()} title={utc}>
      {formatAge(timestamp, now)}
    </time>
  );
}
