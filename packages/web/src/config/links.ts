/** A configured URL, or `undefined` when the deployment left it empty (the link is then shown without target). */
export function linkOrNone(url: string): string | undefined {
  return url.trim() === '' ? undefined : url;
}
