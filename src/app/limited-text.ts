// The text of a file this tool writes for its own readers, within the readers'
// limits (docs/limits.md). Apart from files.ts so that the CLI's start-up, which
// writes through files.ts, loads no evidence module.
import { Refusal } from '../core/errors.js';
import { bytesText, LIMITS, refuseOverLimits } from '../evidence/limits.js';

/**
 * The text of a file this tool writes for its own readers (cases or bench
 * evidence), refused (`file.limit`, exit 2, nothing written) when its reader
 * would refuse it (docs/limits.md): a value past a limit, or a text over
 * `LIMITS.documentBytes`, which is also refused when the engine cannot build it.
 */
export function textWithinLimits(
  value: unknown,
  file: string,
  what: string,
  serialise: () => string,
): string {
  refuseOverLimits(value, file, what);
  const over = (): Refusal =>
    new Refusal(
      'file.limit',
      `the ${what} cannot be written: it is more than ${bytesText(LIMITS.documentBytes)} as JSON, over the limit of its reader (docs/limits.md), so nothing was written`,
      file,
    );
  let text: string;
  try {
    text = serialise();
  } catch (error) {
    if (error instanceof RangeError) throw over();
    throw error;
  }
  if (text.length > LIMITS.documentBytes || Buffer.byteLength(text) > LIMITS.documentBytes) {
    throw over();
  }
  return text;
}

/**
 * What the reader of a JSON document checks of its text, checked as the text is
 * written piece by piece (the streamed run evidence): its size in bytes, how
 * deeply arrays and objects nest, the longest string as written, and the values
 * (counted as the readers count them: a separator or an opening bracket outside
 * strings). Returns the first limit broken, in words, or null.
 */
export class JsonTextLimits {
  private bytes = 0;
  private depth = 0;
  private values = 0;
  private inString = false;
  private escaped = false;
  private stringChars = 0;

  /** Feed the next piece of text; the first breach, or null. */
  feed(chunk: string): string | null {
    this.bytes += Buffer.byteLength(chunk);
    if (this.bytes > LIMITS.documentBytes) {
      return `it is more than ${bytesText(LIMITS.documentBytes)} as JSON, over the limit of its reader`;
    }
    const n = chunk.length;
    // The next quote and backslash at or after i, each searched again only once
    // passed (-1: none left in this chunk), so a piece is scanned in linear time.
    let quote = -2;
    let slash = -2;
    let i = 0;
    while (i < n) {
      if (this.inString) {
        // The rest of the string in a few searches: it ends at the first quote
        // not escaped (an escape is a backslash and the character after it).
        const from = i;
        if (this.escaped) {
          this.escaped = false;
          i += 1;
        }
        let end = -1;
        while (i < n) {
          if (quote !== -1 && quote < i) quote = chunk.indexOf('"', i);
          if (slash !== -1 && slash < i) slash = chunk.indexOf('\\', i);
          if (slash === -1 || (quote !== -1 && quote < slash)) {
            end = quote;
            break;
          }
          if (slash + 1 >= n) {
            // The chunk ends on a backslash: the next chunk starts with what it escapes.
            this.escaped = true;
            break;
          }
          i = slash + 2;
        }
        this.stringChars += (end === -1 ? n : end) - from;
        if (this.stringChars > LIMITS.stringChars) {
          return `it holds a string of more than ${LIMITS.stringChars.toLocaleString('en')} characters, over the limit of its reader`;
        }
        if (end === -1) return null;
        this.inString = false;
        i = end + 1;
        continue;
      }
      const c = chunk.charCodeAt(i++);
      if (c === 0x22) {
        this.inString = true;
        this.stringChars = 0;
      } else if (c === 0x2c || c === 0x5b || c === 0x7b) {
        if (++this.values > LIMITS.elements) {
          return `it holds more than ${LIMITS.elements.toLocaleString('en')} values (array elements and object members), over the limit of its reader`;
        }
        if (c !== 0x2c && ++this.depth > LIMITS.depth) {
          return `its arrays and objects nest more than ${LIMITS.depth} levels deep, over the limit of its reader`;
        }
      } else if (c === 0x5d || c === 0x7d) this.depth--;
    }
    return null;
  }
}

/**
 * The pieces of a JSON document this tool writes for its own reader (the run
 * evidence, streamed), passed on as they come; the first piece that breaks a
 * limit of the reader (docs/limits.md) throws `file.limit` instead, naming it.
 * The file writer writes to a temporary file and renames it at the end, so a
 * refusal leaves nothing written at `file` (and what was there is kept).
 */
export function* chunksWithinLimits(
  chunks: Iterable<string>,
  file: string,
  what: string,
): Generator<string> {
  const limits = new JsonTextLimits();
  for (const chunk of chunks) {
    const breach = limits.feed(chunk);
    if (breach !== null) {
      throw new Refusal(
        'file.limit',
        `the ${what} cannot be written: ${breach} (docs/limits.md), so nothing was written`,
        file,
      );
    }
    yield chunk;
  }
}
