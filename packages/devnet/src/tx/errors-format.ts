/** Bytes or JSON that are not a well-formed transaction. */
export class TxFormatError extends Error {}
