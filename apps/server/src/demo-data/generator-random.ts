import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';

/** 2^-32: turns an unsigned 32-bit draw into a float in [0, 1). */
const INV_2_32 = 2.3283064365386963e-10;

/**
 * murmur3's 32-bit finaliser. It is a bijection on uint32, which is what lets ids built from it stay
 * unique (a counter in, a distinct scrambled value out) while still looking random.
 */
export function fmix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Folds several integers into one well-mixed 32-bit key (for seeding per-device generators). */
export function mixKey(...parts: readonly number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) h = fmix32(h ^ fmix32(part));
  return h;
}

/** FNV-1a over a string: a stable number per application id, independent of the run's seed. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function hex8(value: number): string {
  return (value >>> 0).toString(16).padStart(8, '0');
}

/**
 * A UUID-v4-shaped string whose last eight hex digits are `unique`: the caller passes a bijective
 * scramble of a counter there, so two ids of one run never collide however many are made.
 */
export function uuidLike(a: number, b: number, c: number, unique: number): string {
  const h = hex8(a) + hex8(b) + hex8(c);
  const variant = '89ab'[c & 3] ?? '8';
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 24)}${hex8(unique)}`;
}

/** Items with cumulative weights, for repeated weighted picks. */
export interface Weighted<T> {
  readonly items: readonly T[];
  readonly cumulative: Float64Array;
  readonly total: number;
}

export function weighted<T>(entries: readonly (readonly [T, number])[]): Weighted<T> {
  const cumulative = new Float64Array(entries.length);
  let total = 0;
  entries.forEach(([, weight], i) => {
    total += weight;
    cumulative[i] = total;
  });
  return { items: entries.map(([item]) => item), cumulative, total };
}

/** Equal weights. */
export function uniform<T>(items: readonly T[]): Weighted<T> {
  return weighted(items.map((item) => [item, 1] as const));
}

/**
 * The generator's random source, a thin layer over a pure-rand xoroshiro128+ instance (mutated in
 * place, as pure-rand v8 generators are). Floats take one 32-bit draw rather than pure-rand's
 * two-draw `uniformFloat64`: 32 bits are plenty for demo data and the generator is draw-bound.
 */
export class Rand {
  private spare = Number.NaN;

  constructor(private readonly rng: RandomGenerator) {}

  /** A generator fully seeded from four 32-bit words (no weak first outputs, unlike a one-number seed). */
  static fromKey(key: number): Rand {
    // xoroshiro's state must not be all zeros: the finaliser maps only 0 to 0 and the four inputs
    // differ, so at most one word can be zero.
    const state = [0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344].map((salt) => fmix32(key ^ salt) | 0);
    return new Rand(xoroshiro128plusFromState(state));
  }

  /** Uniform in [0, 1). */
  float(): number {
    return (this.rng.next() >>> 0) * INV_2_32;
  }

  /** Uniform unsigned 32-bit integer. */
  u32(): number {
    return this.rng.next() >>> 0;
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.float() * n);
  }

  /** Integer in [min, max]. */
  between(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.float() * items.length)] as T;
  }

  pickWeighted<T>(table: Weighted<T>): T {
    const target = this.float() * table.total;
    const { cumulative, items } = table;
    let i = 0;
    while (i < cumulative.length - 1 && (cumulative[i] as number) <= target) i++;
    return items[i] as T;
  }

  /** Standard normal (Box-Muller; the second value of each pair is kept for the next call). */
  normal(): number {
    if (!Number.isNaN(this.spare)) {
      const value = this.spare;
      this.spare = Number.NaN;
      return value;
    }
    const u = 1 - this.float();
    const v = this.float();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }

  /** Log-normal with the given median: latencies and durations, whose tails are long. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  /** Exponential with the given mean. */
  exponential(mean: number): number {
    return -mean * Math.log(1 - this.float());
  }

  /** Geometric count >= 0 with the given mean. */
  geometric(mean: number): number {
    if (mean <= 0) return 0;
    return Math.floor(Math.log(1 - this.float()) / Math.log(mean / (mean + 1)));
  }
}
