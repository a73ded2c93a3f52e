// Seeded pseudo-random numbers for the demo content: the same seed gives the same corpus and
// pages on every run and machine (no Math.random anywhere in src/demo).

/** FNV-1a over the string: a stable 32-bit seed from names such as a site id. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (or all of them when there are fewer), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
  /** An index chosen with the given relative weights. */
  weighted(weights: readonly number[]): number;
}

/** mulberry32: small, fast and good enough for generating text. */
export function createRng(seed: number | string): Rng {
  let state = (typeof seed === 'string' ? hashString(seed) : seed) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    sample: (items, count) => {
      // Partial Fisher-Yates: only the first `count` positions are shuffled.
      const copy = items.slice();
      const n = Math.min(Math.max(0, count), copy.length);
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, n);
    },
    chance: (p) => next() < p,
    weighted: (weights) => {
      const total = weights.reduce((a, b) => a + b, 0);
      let r = next() * total;
      for (let i = 0; i < weights.length; i++) {
        r -= weights[i]!;
        if (r < 0) return i;
      }
      return weights.length - 1;
    },
  };
}

/** Fills `{name}` placeholders; a leading capital in the placeholder capitalises the value. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const lower = key.charAt(0).toLowerCase() + key.slice(1);
    const value = values[key] ?? values[lower];
    if (value === undefined) return whole;
    const text = String(value);
    return key !== lower ? capitalise(text) : text;
  });
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** URL slug: lowercase ASCII words joined by dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' en ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}
