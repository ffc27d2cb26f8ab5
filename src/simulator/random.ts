import { createHash } from 'node:crypto';

/**
 * A seeded random source (sfc32), so that one seed always simulates the same stores. Math.random
 * cannot be seeded; crypto is not repeatable. Everything the simulator decides goes through one
 * of these.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** A source for `seed` and the names that tell its streams apart (e.g. an account id). */
  constructor(seed: string | number, ...streams: string[]) {
    const digest = createHash('sha256')
      .update([String(seed), ...streams].join('\u0000'))
      .digest();
    this.a = digest.readUInt32LE(0);
    this.b = digest.readUInt32LE(4);
    this.c = digest.readUInt32LE(8);
    this.d = digest.readUInt32LE(12);
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One of `choices`, each as likely as its weight. */
  weighted<T>(choices: ReadonlyArray<readonly [T, number]>): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return (choices[choices.length - 1] as readonly [T, number])[0];
  }

  /** A count around `mean` (Poisson for small means, normal beyond), never negative. */
  count(mean: number): number {
    if (mean <= 0) return 0;
    if (mean < 30) {
      const limit = Math.exp(-mean);
      let k = 0;
      let product = this.next();
      while (product > limit) {
        k++;
        product *= this.next();
      }
      return k;
    }
    const gaussian = Math.sqrt(-2 * Math.log(1 - this.next())) * Math.cos(2 * Math.PI * this.next());
    return Math.max(0, Math.round(mean + gaussian * Math.sqrt(mean)));
  }

  /** A version 4 UUID made of this source's numbers. */
  uuid(): string {
    const hex = Array.from({ length: 16 }, () => this.int(0, 255));
    hex[6] = ((hex[6] as number) & 0x0f) | 0x40;
    hex[8] = ((hex[8] as number) & 0x3f) | 0x80;
    const s = hex.map((byte) => byte.toString(16).padStart(2, '0')).join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
}
