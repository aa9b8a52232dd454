/**
 * A seeded uniform generator for the study's Monte Carlo runs (bench only; the
 * product's own draws are src/core/stats/allocation.ts). SFC32 with a SplitMix32
 * seeding of its state, so nearby seeds give unrelated streams.
 */
export class Uniform {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let s = seed >>> 0;
    const mix = (): number => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = 1;
    for (let i = 0; i < 12; i++) this.next32();
  }

  private next32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
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
