// Bounds the web app has to know as values, kept apart from the schemas so importing them costs it
// nothing else.

/** The deepest row an offset-walked list (ordered by a moving value) serves. */
export const MAX_OFFSET_ROWS = 10_000;
