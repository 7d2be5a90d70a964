/**
 * Blocks in the window of `blocks.window_rate` (0011): each block's rate is over the 100 blocks ending
 * at it. The indexer writes it; the API names the peak's window by it.
 */
export const WINDOW_RATE_BLOCKS = 100;
