import { useApiQuery } from '../api/useApiQuery';

const TAGS_STALE_MS = 5 * 60 * 1000;
const ALL_TAGS = {};

/**
 * The name tag of an address, from one shared list of every tag (a small, curated table): one request
 * serves every address on screen.
 */
export function useNameTag(address: string): string | undefined {
  const { data } = useApiQuery('nameTags', ALL_TAGS, { staleTime: TAGS_STALE_MS });
  return data?.tags.find((tag) => tag.address === address)?.tag;
}
