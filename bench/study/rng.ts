/**
 * A seeded uniform generator for the study's Monte Carlo runs (bench only; the
 * product's own draws are src/core/stats/allocation.ts). The product's SFC32 with a
 * SplitMix32 seeding of its state, so nearby seeds give unrelated streams.
 */
import { Sfc32 } from '../../src/core/stats/index.js';

export class Uniform {
  private readonly words: Sfc32;

  constructor(seed: number) {
    let s = seed >>> 0;
    const mix = (): number => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    const a = mix();
    const b = mix();
    this.words = new Sfc32(a, b, mix());
  }

  private next32(): number {
    return this.words.next32();
  }

  /** A uniform number in [0, 1) with 32 random bits. */
  next(): number {
    return this.next32() / 4294967296;
  }

  /** True with probability p. */
  bernoulli(p: number): boolean {
    return this.next() < p;
  }
}
