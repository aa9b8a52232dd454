// Catching a refusal to assert on its code, setting and data, not only its text.
import { expect } from 'vitest';
import { isRefusal, type Refusal } from '../../src/core/errors.js';

/** The refusal `fn` throws; fails the test when it throws anything else or nothing. */
export function refusalOf(fn: () => unknown): Refusal {
  try {
    fn();
  } catch (error) {
    if (isRefusal(error)) return error;
    throw error;
  }
  throw new Error('expected a refusal, but nothing was thrown');
}

/** The refusal a promise rejects with. */
export async function refusalOfAsync(promise: Promise<unknown>): Promise<Refusal> {
  try {
    await promise;
  } catch (error) {
    if (isRefusal(error)) return error;
    throw error;
  }
  throw new Error('expected a refusal, but the promise resolved');
}

/**
 * An inner layer's refusal names a setting by its key, never by a CLI flag: the
 * shells show the key their own way (`--decision-path`, `decision-path`).
 */
export function expectNoFlag(refusal: Refusal): void {
  expect(refusal.message).not.toMatch(/(^|[\s("'`])--[a-z]/);
}
