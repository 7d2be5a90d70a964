import type { ReactNode } from 'react';

/** Web links as people write them: with a scheme, or starting with "www.". */
const WEB_LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the link. */
const TRAILING = /[.,;:!?)\]]+$/;

function hrefOf(link: string): string {
  return /^https?:\/\//i.test(link) ? link : `https://${link}`;
}

function hostOf(href: string): string {
  try {
    return new URL(href).host;
  } catch {
    return href;
  }
}

/**
 * Splits a message into text and 'Click here' links (new tab), built as elements: the message is never
 * injected as HTML, and only http(s) targets can come out.
 */
export function linkify(message: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(WEB_LINK)) {
    const link = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push(message.slice(last, start));
    const href = hrefOf(link);
    parts.push(
      <a key={start} href={href} target="_blank" rel="noopener noreferrer">
        Click here<span className="visually-hidden"> (opens {hostOf(href)} in a new tab)</span>
      </a>,
    );
    last = start + link.length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return parts;
}
