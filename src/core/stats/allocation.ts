/**
 * Random allocation: each disjoint pair's input drawn uniformly from the n inputs
 * with a recorded seed, so the first c pairs are a uniform sample of all inputs at
 * any c (reference-defects §1) and certification costs 2·N* calls at any n.
 *
 * The draws are a pure function of (seed, inputs): the generator is SFC32 (Chris
 * Doty-Humphrey's Small Fast Counting generator, 32-bit words; it passes PractRand
 * and TestU01's BigCrush), seeded from the seed's two 32-bit halves and warmed up
 * for 12 outputs; an index is taken from a 32-bit output by rejecting the biased
 * top of the range and reducing modulo n, so every index is exactly equally likely.
 * `assess` replays the same draws from the recorded seed and refuses evidence whose
 * pairs do not match them.
 */
import { Refusal } from '../errors.js';

/** The largest seed accepted: seeds are whole numbers 0 … 2⁵³ − 1. */
export const MAX_SEED = Number.MAX_SAFE_INTEGER;
/** The most inputs random allocation draws from (keeps index·2³² exact in a double). */
export const MAX_ALLOCATION_INPUTS = 1 << 20;

export function validateSeed(seed: unknown, where = 'seed'): number {
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed) || seed < 0) {
    throw new Refusal(
      'stats.seed',
      `expected a whole number between 0 and ${MAX_SEED}, got ${String(seed)}`,
      where,
      { setting: 'seed' },
    );
  }
  return seed;
}

/**
 * SFC32 (Chris Doty-Humphrey's Small Fast Counting generator) on 32-bit words,
 * from a state of three words with the counter at 1, warmed up for 12 outputs.
 */
export class Sfc32 {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;

  constructor(a: number, b: number, c: number) {
    this.a = a | 0;
    this.b = b | 0;
    this.c = c | 0;
    for (let i = 0; i < 12; i++) this.next32();
  }

  /** The next 32-bit output, as an unsigned number. */
  next32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }
}

/** A seeded stream of input indices in 0 … inputs − 1. */
export class AllocationDraws {
  private readonly words: Sfc32;
  private readonly inputs: number;
  private readonly limit: number;

  constructor(seed: number, inputs: number) {
    validateSeed(seed);
    if (!Number.isSafeInteger(inputs) || inputs < 1 || inputs > MAX_ALLOCATION_INPUTS) {
      throw new Refusal(
        'stats.allocation',
        `random allocation draws from 1 to ${MAX_ALLOCATION_INPUTS} inputs, got ${String(inputs)}`,
        'inputs',
      );
    }
    this.inputs = inputs;
    // Accept outputs below the largest multiple of `inputs` that fits in 2³².
    this.limit = Math.floor(2 ** 32 / inputs) * inputs;
    // The state: a fixed word, then the seed's low and high 32-bit halves.
    this.words = new Sfc32(0x9e3779b9, seed >>> 0, Math.floor(seed / 2 ** 32) >>> 0);
  }

  /** The next pair's input index. */
  next(): number {
    for (;;) {
      const x = this.words.next32();
      if (x < this.limit) return x % this.inputs;
    }
  }
}

/** The first `pairs` draws for `inputs` inputs from `seed`. */
export function allocationDraws(seed: number, inputs: number, pairs: number): number[] {
  if (!Number.isSafeInteger(pairs) || pairs < 0) {
    throw new Refusal(
      'stats.allocation',
      `expected a whole number of pairs >= 0, got ${String(pairs)}`,
      'pairs',
    );
  }
  const draws = new AllocationDraws(seed, inputs);
  const out = new Array<number>(pairs);
  for (let i = 0; i < pairs; i++) out[i] = draws.next();
  return out;
}
