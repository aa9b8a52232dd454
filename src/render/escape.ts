/**
 * Make an untrusted string safe to print on a terminal: C0/C1 control characters
 * (ESC starts ANSI sequences), DEL and bidirectional overrides are shown as
 * visible \u escapes instead of acting on the terminal. Long strings are cut.
 */
export function terminalSafe(value: string, max = 200): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = value.replace(
    /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return cleaned.length > max ? `${cleaned.slice(0, max - 1)}…` : cleaned;
}
