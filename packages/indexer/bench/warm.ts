/**
 * Asks the caching devnet front for every block range and receipt list the indexer will ask for
 * (same bodies, byte for byte), so that the measured run is served from memory.
 */
export async function warmCache(url: string, head: number, batchSize: number): Promise<void> {
  const post = async (path: string, body: object) => {
    const reply = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return reply.json() as Promise<{
      block?: { transactions?: unknown[]; block_header: { raw_data: { number?: number } } }[];
    }>;
  };
  for (let start = 0; start <= head; start += batchSize) {
    const end = Math.min(start + batchSize, head + 1);
    const { block = [] } = await post('/wallet/getblockbylimitnext', { startNum: start, endNum: end });
    await Promise.all(
      block
        .filter((b) => (b.transactions?.length ?? 0) > 0)
        .map((b) =>
          post('/wallet/gettransactioninfobyblocknum', { num: b.block_header.raw_data.number ?? 0 }),
        ),
    );
  }
}
