/**
 * Escaping of untrusted text (agent outputs, inputs, labels, error messages) for
 * every report format. Each function returns text that can be placed in its
 * format without changing the document's structure or acting on the reader.
 */

/** Bidirectional controls: they reorder what a reader sees (U+061C, U+200E/F, U+202A–E, U+2066–9). */
function isBidiControl(code: number): boolean {
  return (
    code === 0x061c ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/**
 * Code points that act on a terminal or a viewer rather than being read: C0 and C1
 * controls, DEL, bidirectional controls, and the line and paragraph separators
 * (U+2028/9), which JavaScript, some editors and log viewers take as line breaks.
 */
function isTerminalControl(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x2028 ||
    code === 0x2029 ||
    isBidiControl(code)
  );
}

function isLoneSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdfff;
}

function visible(code: number): string {
  return `\\u${code.toString(16).padStart(4, '0')}`;
}

/** Cut to `max` code points, marking the cut with an ellipsis; surrogate pairs stay whole. */
export function cut(value: string, max: number): string {
  const points = Array.from(value);
  if (points.length <= max) return value;
  return `${points.slice(0, Math.max(0, max - 1)).join('')}…`;
}

/**
 * Text that cannot act as a GitHub Actions workflow command when a CI log shows
 * it. The runner reads a line as a command when, after leading whitespace, it
 * starts with `::` (`::error::…`, `::add-mask::…`), or when it holds `##[`
 * anywhere (the older `##[error]…` form). So the `[` of every `##[` and a
 * leading `:` of `::` are written as `bracket` and `colon`, each format's own
 * spelling of that character. Text inside a value cannot start a log line
 * (line breaks are always escaped), so only the value's own start matters.
 */
function noWorkflowCommand(value: string, colon: string, bracket: string): string {
  let out = value.includes('##[') ? value.replaceAll('##[', `##${bracket}`) : value;
  const lead = out.length - out.trimStart().length;
  if (out.startsWith('::', lead)) out = `${out.slice(0, lead)}${colon}${out.slice(lead + 1)}`;
  return out;
}

/**
 * Make an untrusted string safe to print on a terminal: control characters (ESC
 * starts ANSI sequences), DEL and bidirectional overrides are shown as visible
 * \u escapes instead of acting on the terminal, and nothing in it can act as a
 * workflow command in a CI log. Long strings are cut.
 */
export function terminalSafe(value: string, max = 200): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) as number;
    // A lone surrogate would reach the terminal as U+FFFD: shown as what it is instead.
    out += isTerminalControl(code) || isLoneSurrogate(code) ? visible(code) : ch;
  }
  return cut(noWorkflowCommand(out, '\\u003a', '\\u005b'), max);
}

/**
 * A multi-line message (a refusal listing its problems) safe for a terminal:
 * each line as `terminalSafe`, the line breaks kept.
 */
export function terminalSafeLines(value: string, max = 2000): string {
  return value
    .split('\n')
    .map((line) => terminalSafe(line, max))
    .join('\n');
}

/**
 * Pretty JSON (two-space indent, trailing newline) that cannot act as a workflow
 * command when printed in a CI log: `##[` only occurs inside strings, where
 * `##\u005b` reads back as the same text.
 */
export function logSafeJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2).replaceAll('##[', '##\\u005b')}\n`;
}

/**
 * One line of plain, visible text: controls, bidirectional marks, lone surrogates
 * and the characters XML 1.0 forbids become visible \u escapes; the result is cut
 * to `max` code points (counted before escaping, so a cut never splits an escape).
 * The common first step of the Markdown, XML and HTML escapes.
 */
export function plainLine(value: string, max: number): string {
  let out = '';
  for (const ch of cut(value, max)) {
    const code = ch.codePointAt(0) as number;
    out +=
      isTerminalControl(code) || isLoneSurrogate(code) || code === 0xfffe || code === 0xffff
        ? visible(code)
        : ch;
  }
  return out;
}

/**
 * As `plainLine`, but cut so that the visible text, its \u escapes included, holds
 * at most `max` code points (a name a reader shows in a fixed width); a cut never
 * splits an escape.
 */
export function plainLineWithin(value: string, max: number): string {
  // Each code point as shown, and its width: 1, or the length of its ASCII escape.
  const shown: { text: string; width: number }[] = [];
  let total = 0;
  for (const ch of value) {
    const text = plainLine(ch, 1);
    const width = text === ch ? 1 : text.length;
    shown.push({ text, width });
    total += width;
    if (total > max) break;
  }
  if (total <= max) return shown.map((p) => p.text).join('');
  let out = '';
  let used = 0;
  for (const p of shown) {
    if (used + p.width > max - 1) break;
    out += p.text;
    used += p.width;
  }
  return `${out}…`;
}

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML text node or a quoted attribute value. */
export function htmlText(value: string, max = 200): string {
  return noWorkflowCommand(
    plainLine(value, max).replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] as string),
    '&#58;',
    '&#91;',
  );
}

/** Text for an XML 1.0 text node or a double-quoted attribute value (always one line). */
export function xmlText(value: string, max = 2000): string {
  return noWorkflowCommand(
    plainLine(value, max).replace(/[&<>"']/g, (c) =>
      c === "'" ? '&apos;' : (HTML_ENTITIES[c] as string),
    ),
    '&#58;',
    '&#91;',
  );
}

/** Multi-line text for an XML text node (system-out, failure bodies): as xmlText, keeping line breaks. */
export function xmlBlock(value: string, max = 20_000): string {
  return value
    .split('\n')
    .map((line) => xmlText(line, max))
    .join('\n');
}

/** A zero-width joiner as an entity: visible in the source, invisible when rendered. */
const ZWJ = '&#x200D;';

/**
 * Text for GitHub-flavoured Markdown, inline (a sentence or a table cell): it can
 * open no HTML tag, comment or `<details>` close, no link or image (brackets are
 * escaped, so parentheses need not be), autolink, code span, emphasis,
 * strikethrough, table cell, heading or math; `@name` and `#123` stop being
 * mentions and references. Line breaks become spaces so a table row stays one row.
 */
export function markdownText(value: string, max = 200): string {
  const line = plainLine(value.replace(/\r\n|[\r\n\t]/g, ' '), max);
  let out = '';
  for (const ch of line) {
    switch (ch) {
      case '&':
        out += '&amp;';
        break;
      case '<':
        out += '&lt;';
        break;
      case '>':
        out += '&gt;';
        break;
      case '\\':
      case '`':
      case '*':
      case '_':
      case '[':
      case ']':
      case '|':
      case '~':
      case '$':
      case '#':
        out += `\\${ch}`;
        break;
      case '@':
        out += `@${ZWJ}`;
        break;
      default:
        out += ch;
    }
  }
  // Autolinks need `scheme://` or `www.` in the source text; a joiner breaks both.
  // (`#` and `[` are escaped above, so no `##[` is left; a leading `::` is.)
  return noWorkflowCommand(
    out
      .replace(/:\/\//g, `:${ZWJ}//`)
      .replace(/www\./gi, (m) => `${m.slice(0, 3)}${ZWJ}.`)
      .replace(/\\#(?=[0-9])/g, `\\#${ZWJ}`),
    '&#58;',
    '&#91;',
  );
}

/**
 * Text for a Markdown code span (`` `…` ``): shown literally there, so only what
 * could end the span (a backtick, which becomes `'`) or the line is changed.
 */
export function markdownCode(value: string, max = 200): string {
  // A joiner (invisible in the span) keeps `##[` from reading as a workflow command
  // should the Markdown ever be printed in a CI log.
  const text = plainLine(value.replace(/\r\n|[\r\n\t]/g, ' '), max)
    .replace(/`/g, "'")
    .replaceAll('##[', '##\u200d[');
  return `\`${text.trim() === '' ? ' ' : text}\``;
}
