/** Messages between the page and the compiler worker. */
export interface CompileRequest {
  id: number;
  /** URL of the soljson.js build to load (once per worker). */
  soljsonUrl: string;
  /** solc standard JSON input, as text. */
  input: string;
}

export type CompileReply =
  | { id: number; ok: true; output: string; version: string }
  | { id: number; ok: false; error: string };
