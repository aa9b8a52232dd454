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
