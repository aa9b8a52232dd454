import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

// What the bench and cases report tests share: the hostile-output checks and the goldens.

/** Lines a CI runner would read as a workflow command. */
export function workflowCommandLines(text: string): string[] {
  return text.split('\n').filter((l) => l.trimStart().startsWith('::') || l.includes('##['));
}

/** Characters that act on a terminal or reorder what a reader sees. */
export const ACTIVE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/;

/** Each report format and the file extension of its golden. */
export const GOLDEN_FORMATS = [
  { ext: 'txt', format: 'text' },
  { ext: 'json', format: 'json' },
  { ext: 'junit.xml', format: 'junit' },
  { ext: 'comment.md', format: 'markdown' },
  { ext: 'html', format: 'html' },
] as const;

/** Whether this run rewrites the goldens (`UPDATE_GOLDEN=1`) instead of comparing with them. */
export const UPDATE_GOLDEN = process.env['UPDATE_GOLDEN'] === '1';

/** `actual` must equal `<dir>/<file>` byte for byte; with UPDATE_GOLDEN it is written there. */
export function expectGolden(dir: string, file: string, actual: string): void {
  const target = path.join(dir, file);
  if (UPDATE_GOLDEN) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(target, actual);
    return;
  }
  expect(existsSync(target), `${file} is missing: run with UPDATE_GOLDEN=1`).toBe(true);
  expect(actual).toBe(readFileSync(target, 'utf8'));
}
