/** The first 5 and last 5 characters of an address, joined by an ellipsis. */
export function shortAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 5)}...${address.slice(-5)}`;
}
