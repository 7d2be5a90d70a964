/** A contract argument typed into a form, turned into what the ABI encoder takes; throws with a reason. */
export function parseArgument(type: string, text: string): unknown {
  const value = text.trim();
  if (type.endsWith(']') || type.startsWith('tuple') || type.startsWith('(')) {
    try {
      return JSON.parse(value);
    } catch {
      throw new Error(`${type} expects JSON, e.g. ["a", "b"]`);
    }
  }
  if (type === 'bool') {
    if (/^true$/i.test(value)) return true;
    if (/^false$/i.test(value)) return false;
    throw new Error('bool expects true or false');
  }
  if (value === '' && type !== 'string' && type !== 'bytes') throw new Error(`${type} needs a value`);
  return value;
}
