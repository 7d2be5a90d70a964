// Times as the statements take them: ISO text, and the day or hour a row counts in.

export const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * A time's period label (`format` of the period's start), remembering the last period: a batch's
 * thousands of rows fall in a day or two, and formatting a Date for each row was a visible share of
 * a batch's time.
 */
export function periodLabel(periodMs: number, format: (start: number) => string): (ms: number) => string {
  let period = Number.NaN;
  let label = '';
  return (ms) => {
    const p = Math.floor(ms / periodMs);
    if (p !== period) {
      label = format(p * periodMs);
      period = p;
    }
    return label;
  };
}

export const utcDay = periodLabel(86_400_000, (start) => iso(start).slice(0, 10));

/** iso() that remembers its answers: a batch's thousands of rows share the few times of its blocks. */
export function isoMemo(): (ms: number) => string {
  const known = new Map<number, string>();
  return (ms) => {
    let text = known.get(ms);
    if (text === undefined) {
      text = iso(ms);
      known.set(ms, text);
    }
    return text;
  };
}
