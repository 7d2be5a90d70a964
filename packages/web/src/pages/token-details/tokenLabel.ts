/**
 * A token's "Name (SYMBOL)", or what it has of them: until the indexer has read a contract's name and
 * symbol both are empty, and the page names the token by its id rather than showing "()".
 */
export function tokenLabel(token: { id: string; name: string; symbol: string }): string {
  if (token.name !== '' && token.symbol !== '') return `${token.name} (${token.symbol})`;
  return token.name || token.symbol || token.id;
}
