/**
 * In-process LRU bounded by bytes, with per-entry expiry.
 * Synchronous; used by the memory store and by the layer in front of Redis.
 * A Map keeps insertion order, so re-inserting on a hit makes the first key the least recent.
 * A hit re-inserts only an entry that has aged into the older half of the order: an entry in the
 * younger half is evicted after the whole older half anyway, and a page read thousands of times a
 * second is then one Map lookup per read instead of three (docs/benchmark.md, latest accepted run).
 */

/** Rough cost of a Map entry, its record and the Buffer object, beyond the bytes themselves. */
const ENTRY_OVERHEAD = 160;

/**
 * The bytes a value costs this process while it is stored: by default its Buffer's length. A store
 * whose readers keep a decoded copy beside each Buffer for as long as it lives (the upstream
 * data: src/cache/cached.ts) counts that copy too (src/cache/create-store.ts).
 */
export type ValueCost = (value: Buffer) => number;

const bufferBytes: ValueCost = (value) => value.byteLength;

interface Entry {
  value: Buffer;
  expiresAt: number;
  size: number;
  /** #moves when the entry was last put at the young end: #moves - placedAt bounds its distance from that end. */
  placedAt: number;
}

export class ByteLru {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  /** Entries put at the young end so far (stored or re-inserted). */
  #moves = 0;

  constructor(
    readonly maxBytes: number,
    private readonly now: () => number = Date.now,
    private readonly costOf: ValueCost = bufferBytes,
  ) {
    if (!(maxBytes > 0)) throw new RangeError('ByteLru: maxBytes must be > 0');
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The live entry (marked most recently used), or undefined when absent or expired. */
  get(key: string): { value: Buffer; expiresAt: number } | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.#remove(key, entry);
      return undefined;
    }
    if (this.#moves - entry.placedAt > this.#entries.size >> 1) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      entry.placedAt = ++this.#moves;
    }
    return entry;
  }

  /** Whether a value of `valueBytes` (its cost) under `key` would be kept at all: set() refuses one over the budget. */
  wouldKeep(key: string, valueBytes: number): boolean {
    return valueBytes + key.length * 2 + ENTRY_OVERHEAD <= this.maxBytes;
  }

  /** Stores a value for ttlMs; false (and nothing stored) when it alone exceeds the budget. */
  set(key: string, value: Buffer, ttlMs: number): boolean {
    const old = this.#entries.get(key);
    if (old) this.#remove(key, old);
    if (!(ttlMs > 0)) return false;
    const cost = this.costOf(value);
    if (!this.wouldKeep(key, cost)) return false;
    const size = cost + key.length * 2 + ENTRY_OVERHEAD;
    // A Buffer that is a view into a bigger allocation (a socket chunk from ioredis, a pool
    // slab) would pin all of it: keep an exact-size copy so the byte budget means something.
    const own = value.buffer.byteLength === value.byteLength ? value : copyExact(value);
    const entry: Entry = { value: own, expiresAt: this.now() + ttlMs, size, placedAt: ++this.#moves };
    this.#entries.set(key, entry);
    this.#bytes += size;
    this.#evict();
    return true;
  }

  delete(key: string): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#remove(key, entry);
    return true;
  }

  /** Deletes the entries whose key starts with prefix; returns how many live ones (expired are not counted). */
  deletePrefix(prefix: string): number {
    const now = this.now();
    let live = 0;
    for (const [key, entry] of this.#entries) {
      if (!key.startsWith(prefix)) continue;
      if (entry.expiresAt > now) live++;
      this.#remove(key, entry);
    }
    return live;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #remove(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }

  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) return;
      this.#remove(key, entry);
    }
  }
}

function copyExact(value: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(value.byteLength);
  value.copy(copy);
  return copy;
}
