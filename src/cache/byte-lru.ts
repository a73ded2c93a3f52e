/**
 * In-process LRU bounded by bytes, with per-entry expiry and an optional tag index.
 * Synchronous; used by the memory store and by the layer in front of Redis.
 * A Map keeps insertion order, so re-inserting on a hit makes the first key the least recent.
 */

/** Rough cost of a Map entry, its record and the Buffer object, beyond the bytes themselves. */
const ENTRY_OVERHEAD = 160;

interface Entry {
  value: Buffer;
  expiresAt: number;
  size: number;
  tags: readonly string[] | undefined;
}

export class ByteLru {
  readonly #entries = new Map<string, Entry>();
  readonly #tags = new Map<string, Set<string>>();
  #bytes = 0;

  constructor(
    readonly maxBytes: number,
    private readonly now: () => number = Date.now,
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
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /** Stores a value for ttlMs; false (and nothing stored) when it alone exceeds the budget. */
  set(key: string, value: Buffer, ttlMs: number, tags?: readonly string[]): boolean {
    const old = this.#entries.get(key);
    if (old) this.#remove(key, old);
    if (!(ttlMs > 0)) return false;
    const size = value.byteLength + key.length * 2 + ENTRY_OVERHEAD;
    if (size > this.maxBytes) return false;
    // A Buffer that is a view into a bigger allocation (a socket chunk from ioredis, a pool
    // slab) would pin all of it: keep an exact-size copy so the byte budget means something.
    const own = value.buffer.byteLength === value.byteLength ? value : copyExact(value);
    const entry: Entry = { value: own, expiresAt: this.now() + ttlMs, size, tags: tags?.length ? tags : undefined };
    this.#entries.set(key, entry);
    this.#bytes += size;
    for (const tag of entry.tags ?? []) {
      let keys = this.#tags.get(tag);
      if (!keys) this.#tags.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.#evict();
    return true;
  }

  delete(key: string): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#remove(key, entry);
    return true;
  }

  /** Deletes the live entries carrying the tag; returns how many (expired ones are not counted). */
  deleteTag(tag: string): number {
    const keys = this.#tags.get(tag);
    if (!keys) return 0;
    return this.#deleteAll([...keys]);
  }

  keysWithTag(tag: string): string[] {
    return [...(this.#tags.get(tag) ?? [])];
  }

  deletePrefix(prefix: string): number {
    const keys: string[] = [];
    for (const key of this.#entries.keys()) if (key.startsWith(prefix)) keys.push(key);
    return this.#deleteAll(keys);
  }

  clear(): void {
    this.#entries.clear();
    this.#tags.clear();
    this.#bytes = 0;
  }

  #deleteAll(keys: string[]): number {
    const now = this.now();
    let live = 0;
    for (const key of keys) {
      const entry = this.#entries.get(key);
      if (!entry) continue;
      if (entry.expiresAt > now) live++;
      this.#remove(key, entry);
    }
    return live;
  }

  #remove(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.size;
    for (const tag of entry.tags ?? []) {
      const keys = this.#tags.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#tags.delete(tag);
    }
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
