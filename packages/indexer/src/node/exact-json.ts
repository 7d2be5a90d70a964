/**
 * JSON.parse, except that integers too large for a double to hold exactly come back as decimal
 * strings. java-tron prints int64 amounts as bare JSON numbers, and JSON.parse would round them.
 */
export function parseJsonExact(text: string): unknown {
  return JSON.parse(MAYBE_LARGE.test(text) ? quoteLargeIntegers(text) : text);
}

// A JSON number follows ':', ',' or '['; without 16 digits in a row there, nothing can be too large
// and the slow scan is skipped (a match inside a string only costs the scan).
const MAYBE_LARGE = /[:,[]\s*-?\d{16}/;

const SAFE_DIGITS = 15;

/** Whether the character at `at` follows an odd number of backslashes. */
function escaped(text: string, at: number): boolean {
  let slashes = 0;
  while (text.charCodeAt(at - 1 - slashes) === 92 /* \ */) slashes++;
  return slashes % 2 === 1;
}

function quoteLargeIntegers(text: string): string {
  let out = '';
  let copied = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      // Strings are most of the text: jump between quotes, a quote after an odd run of backslashes
      // being part of the string.
      let end = text.indexOf('"', i + 1);
      while (end !== -1 && escaped(text, end)) end = text.indexOf('"', end + 1);
      i = end === -1 ? n : end + 1;
    } else if (c === 45 /* - */ || (c >= 48 && c <= 57)) {
      const start = i;
      if (c === 45) i++;
      while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
      const digits = i - start - (c === 45 ? 1 : 0);
      const next = i < n ? text.charCodeAt(i) : 0;
      const isInteger = next !== 46 /* . */ && next !== 101 /* e */ && next !== 69; /* E */
      if (isInteger && digits > SAFE_DIGITS) {
        const value = text.slice(start, i);
        if (!Number.isSafeInteger(Number(value))) {
          out += `${text.slice(copied, start)}"${value}"`;
          copied = i;
        }
      }
      while (i < n && /[0-9.eE+-]/.test(text[i]!)) i++;
    } else {
      i++;
    }
  }
  return copied === 0 ? text : out + text.slice(copied);
}
