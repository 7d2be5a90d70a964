/**
 * `compute` remembered by its key, up to `limit` keys; then all are forgotten at once, which costs
 * less than tracking which was used last and is as good where the same few keys recur.
 */
export function boundedMemo<T>(limit: number, compute: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    const remembered = known.get(key);
    if (remembered !== undefined || known.has(key)) return remembered as T;
    const value = compute(key);
    if (known.size >= limit) known.clear();
    known.set(key, value);
    return value;
  };
}
