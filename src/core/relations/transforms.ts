/**
 * The built-in input transforms. Each is a pure string → string function whose
 * Unicode behaviour matches the reference (Python's tables): see
 * reference-spec.md §6.2.
 */

/**
 * Python's whitespace (`str.isspace`, and `\s` in its `re` module). JavaScript's
 * `\s` and `trim()` differ: they include U+FEFF and leave out U+001C–U+001F and
 * U+0085, so the class is spelled out.
 */
const PY_SPACE_CLASS =
  '\\u0009-\\u000D\\u001C-\\u001F\\u0020\\u0085\\u00A0\\u1680\\u2000-\\u200A' +
  '\\u2028\\u2029\\u202F\\u205F\\u3000';

const SPACE_RUN = new RegExp(`[${PY_SPACE_CLASS}]+`, 'gu');
const ONE_SPACE = new RegExp(`^[${PY_SPACE_CLASS}]$`, 'u');
const NON_SPACING_MARK = /\p{Mn}/gu;
const LETTER = /\p{L}/gu;
const UPPERCASE = /^\p{Uppercase}$/u;
const LOWERCASE = /^\p{Lowercase}$/u;

/** True when `ch` (one code point) is whitespace in Python's sense. */
export function isPythonSpace(ch: string): boolean {
  return ONE_SPACE.test(ch);
}

/**
 * Normalise: canonical decomposition (NFD), drop every non-spacing mark
 * (General Category Mn), collapse each run of whitespace to one space, trim.
 * `café` → `cafe`; Hangul syllables become conjoining jamo; U+FE0F is dropped
 * while U+20E3, skin-tone modifiers and ZWJ stay; U+FEFF and U+200B are not
 * whitespace and stay.
 */
export function normaliseText(text: string): string {
  const collapsed = text.normalize('NFD').replace(NON_SPACING_MARK, '').replace(SPACE_RUN, ' ');
  // After collapsing, any leading or trailing whitespace is a single U+0020.
  const start = collapsed.startsWith(' ') ? 1 : 0;
  const end =
    collapsed.length > start && collapsed.endsWith(' ') ? collapsed.length - 1 : collapsed.length;
  return start === 0 && end === collapsed.length ? collapsed : collapsed.slice(start, end);
}

/** Swapped forms already worked out; letters are few, so this stays small. */
const SWAPPED = new Map<string, string>();

function swapLetter(letter: string): string {
  let swapped = SWAPPED.get(letter);
  if (swapped === undefined) {
    // One code point at a time, so no context applies: Σ → σ (never ς).
    if (UPPERCASE.test(letter)) swapped = letter.toLowerCase();
    else if (LOWERCASE.test(letter)) swapped = letter.toUpperCase();
    else swapped = letter; // title case (ǅ) and caseless letters stay
    SWAPPED.set(letter, swapped);
  }
  return swapped;
}

/**
 * Swap case per code point: a letter with the Uppercase property takes its full
 * lowercase mapping, else one with the Lowercase property its full uppercase
 * mapping; other letters and all non-letters are unchanged. `ß` → `SS`,
 * `ﬁ` → `FI`, `İ` → `i̇`, `ſ` → `S`, KELVIN SIGN → `k`.
 */
export function swapCaseText(text: string): string {
  return text.replace(LETTER, swapLetter);
}

/** Pad: a newline before and two spaces after. Changes every input, even "". */
export function padWhitespaceText(text: string): string {
  return `\n${text}  `;
}

/** Tool-selection probes reuse the normalise transform. */
export const toolSelectionText: (text: string) => string = normaliseText;
