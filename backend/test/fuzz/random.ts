import fc from 'fast-check';

/**
 * The run's one source of randomness: every choice the fuzzer makes comes from here, in order, so
 * a seed always yields the same requests. sfc32 (a small, well-tested 32-bit generator), seeded
 * through splitmix32 so nearby seeds give unrelated streams. Values that need a real generator of
 * shapes (any JSON value, strings over all of Unicode) come from fast-check, seeded from this stream.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(readonly seed: number) {
    let state = seed >>> 0;
    const splitmix = () => {
      state = (state + 0x9e3779b9) >>> 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    [this.a, this.b, this.c, this.d] = [splitmix(), splitmix(), splitmix(), splitmix()];
    for (let i = 0; i < 12; i++) this.uint32();
  }

  uint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor((this.uint32() / 0x1_0000_0000) * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.uint32() / 0x1_0000_0000 < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(0, items.length - 1)]!;
  }

  /** A copy in a random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }

  /** An independent stream for one part of the run, so adding cases elsewhere does not shift it. */
  fork(label: string): Rng {
    let hash = this.seed ^ 0x811c9dc5;
    for (const char of label) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    return new Rng(hash);
  }

  /** One value of a fast-check arbitrary, drawn deterministically from this stream. */
  sample<T>(arbitrary: fc.Arbitrary<T>): T {
    return fc.sample(arbitrary, { seed: this.uint32() | 0, numRuns: 1 })[0]!;
  }

  /** A version 4 UUID made of this stream's bits (ids that exist nowhere, reproducibly). */
  uuid(): string {
    const hex = Array.from({ length: 4 }, () => this.uint32().toString(16).padStart(8, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
}
