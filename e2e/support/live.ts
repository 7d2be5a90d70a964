/**
 * Subscribes to an API's `/api/live` stream and resolves with the number of the first `block` event
 * above `above`; rejects if none comes within `timeoutMs`. The stream is closed either way.
 */
export async function nextLiveBlock(
  api: string,
  key: string,
  client: string,
  above: number,
  timeoutMs = 30_000,
): Promise<number> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const res = await fetch(`${api}/api/live?apiKey=${encodeURIComponent(key)}`, {
      headers: { 'x-forwarded-for': client },
      signal: abort.signal,
    });
    if (res.status !== 200 || res.body === null) throw new Error(`${api}/api/live answered ${res.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        if (!event.startsWith('event: block\n')) continue;
        const data = JSON.parse(event.slice(event.indexOf('data: ') + 6)) as { number: number };
        if (data.number > above) return data.number;
      }
    }
    throw new Error(`${api}/api/live ended before a block above ${above}`);
  } catch (error) {
    if (abort.signal.aborted)
      throw new Error(`${api}/api/live sent no block above ${above} in ${timeoutMs} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}
