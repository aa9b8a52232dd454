import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { isRefusal, type Refusal } from '../../src/core/errors.js';

/** Absolute path of a fixture under tests/fixtures/evidence. */
export function fixture(name: string): string {
  return fileURLToPath(new URL(`../fixtures/evidence/${name}`, import.meta.url));
}

/** The refusal `fn` throws; fails the test on success or on any other error. */
export function refusalOf(fn: () => unknown): Refusal {
  try {
    fn();
  } catch (error) {
    expect(isRefusal(error), `expected a Refusal, got ${String(error)}`).toBe(true);
    return error as Refusal;
  }
  throw new Error('expected a Refusal, but nothing was thrown');
}

export async function asyncRefusalOf(fn: () => Promise<unknown>): Promise<Refusal> {
  try {
    await fn();
  } catch (error) {
    expect(isRefusal(error), `expected a Refusal, got ${String(error)}`).toBe(true);
    return error as Refusal;
  }
  throw new Error('expected a Refusal, but nothing was thrown');
}

/**
 * What `readEvidencePart` must give for a file: the whole-file reader's evidence,
 * format and file cut to a merge part (`partFileOf`).
 */
export async function wholeReadAsPart(path: string): Promise<unknown> {
  const { readEvidenceWhole } = await import('../../src/evidence/read.js');
  const { partFileOf } = await import('../../src/evidence/merge.js');
  const r = await readEvidenceWhole(path);
  return {
    evidence: r.evidence,
    format: r.format,
    ...(r.file === undefined ? {} : { file: partFileOf(r.file) }),
  };
}
