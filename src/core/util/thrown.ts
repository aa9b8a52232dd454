/**
 * The text of anything a `throw` can carry: an Error's message (else its name),
 * a string, JSON for plain values, else `String(value)`. Agent code can throw
 * anything, including objects whose getters or `toString` throw in turn, so no
 * step here may throw.
 */
export function describeThrown(value: unknown): string {
  try {
    if (value instanceof Error) {
      const message: unknown = value.message;
      if (typeof message === 'string' && message !== '') return message;
      const name: unknown = value.name;
      return typeof name === 'string' && name !== '' ? name : 'Error';
    }
    if (typeof value === 'string') return value;
    const json = JSON.stringify(value) as string | undefined;
    if (json !== undefined) return json;
  } catch {
    // fall through to String()
  }
  try {
    return String(value);
  } catch {
    return `a thrown ${typeof value} that cannot be shown as text`;
  }
}
