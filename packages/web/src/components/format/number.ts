const COUNT = new Intl.NumberFormat('en-US');
const TPS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A count (blocks, transactions, holders) with thousands separators. */
export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** Transactions per second, at most two decimals. */
export function formatRate(value: number): string {
  return TPS.format(value);
}

/** A byte size: "512 B", "1.5 KB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${formatCount(bytes)} B`;
  return `${TPS.format(bytes / 1024)} KB`;
}

/** Shortens a long identifier in the middle: "TLa2f6…wYjU7". */
export function middleEllipsis(text: string, head = 6, tail = 5): string {
  return text.length <= head + tail + 1 ? text : `${text.slice(0, head)}…${text.slice(-tail)}`;
}
