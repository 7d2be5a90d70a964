import type { ReactNode } from 'react';
import { ExternalLink } from './ExternalLink';

/**
 * Whether `url` is an absolute http(s) address: the only kind a page may turn into a link when
 * the text came from the chain or an admin (a `javascript:` or `data:` href would run in our origin).
 */
export function isWebUrl(url: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(url)) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * An external URL someone else wrote (an SR's or a token's website, a contract's URL field): a
 * new-tab link when it is http(s), else the same text, never a link.
 */
export function WebLink({
  url,
  children,
  className,
  title,
}: {
  url: string;
  children?: ReactNode;
  className?: string;
  title?: string;
}) {
  const content = children ?? url;
  if (!isWebUrl(url))
    return (
      <span className={className} title={title}>
        {content}
      </span>
    );
  return (
    <ExternalLink href={url} className={className} title={title}>
      {content}
    </ExternalLink>
  );
}
