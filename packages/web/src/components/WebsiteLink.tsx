import { ExternalLink } from './ExternalLink';

/** The URL when it is a web address (http or https); anything else (javascript:, data:, …) is not one. */
export function webUrl(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A website someone wrote on the chain (an SR's URL): a link only when it is an http or https
 * address, otherwise the text as it is, so no other scheme ever becomes something to click.
 */
export function WebsiteLink({ url }: { url: string | null }) {
  if (url === null || url === '') return <span>—</span>;
  const href = webUrl(url);
  return href === undefined ? <span>{url}</span> : <ExternalLink href={href}>{url}</ExternalLink>;
}
