import { middleEllipsis } from '../components/format/number';

/** An SR's name, or its shortened address when it has none. */
export const srLabel = (sr: { name: string | null; address: string }) =>
  sr.name ?? middleEllipsis(sr.address);
