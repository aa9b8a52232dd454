/** Code points that act on a terminal: C0 and C1 controls, DEL, and bidirectional controls. */
function isTerminalControl(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/**
 * Make an untrusted string safe to print on a terminal: control characters (ESC
 * starts ANSI sequences), DEL and bidirectional overrides are shown as visible
 * \u escapes instead of acting on the terminal. Long strings are cut.
 */
export function terminalSafe(value: string, max = 200): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) as number;
    out += isTerminalControl(code) ? `\\u${code.toString(16).padStart(4, '0')}` : ch;
  }
  if (out.length <= max) return out;
  // Cut by code point so that a surrogate pair is never split.
  return `${Array.from(out)
    .slice(0, max - 1)
    .join('')}…`;
}
