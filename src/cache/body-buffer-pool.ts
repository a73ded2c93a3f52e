/**
 * Memory for page bodies read from Redis, used again once each response that sent one has closed
 * (docs/decisions/016-redis-page-reader.md).
 *
 * Why: every body outside Node's small-buffer pool is an ArrayBuffer whose memory lives outside
 * V8's heap, and V8 counts such memory: each 64 MB or so of it allocated starts a full marking of
 * the heap ("external memory pressure"), whether or not the Buffers already died. A Redis-only hit
 * that allocates its body anew (96 KB for the home page, plus the socket's read chunks) made the
 * process mark its whole heap about ten times a second under load. A body leased from here is
 * memory allocated once.
 *
 * A lease that is never released is simply collected; only a released lease comes back, so a
 * caller that cannot tell when its bytes are done with loses nothing by not releasing.
 */
export interface BodyLease {
  /** Exactly the length asked for; its contents are whatever the reader writes into it. */
  readonly bytes: Buffer;
  /** The bytes are no longer used by anyone (the response closed). Idempotent. */
  release(): void;
}

/** Bodies below this come from Node's shared small-buffer pool or are cheap enough anew. */
const MIN_POOLED_BYTES = 16 * 1024;
/** Bodies above this are rare (a page of more than 2 MB): allocated for the one response. */
const MAX_POOLED_BYTES = 2 * 1024 * 1024;

export interface BodyBufferPoolOptions {
  /** At most this much is kept for reuse (the rest is left to the collector). */
  maxFreeBytes: number;
  /** Bodies longer than this are allocated for their one use (default 2 MB). */
  maxPooledBytes?: number;
}

export class BodyBufferPool {
  /** Free buffers by capacity, a power of two. */
  readonly #free = new Map<number, Buffer[]>();
  #freeBytes = 0;

  readonly #maxFreeBytes: number;
  readonly #maxPooledBytes: number;

  constructor(options: BodyBufferPoolOptions) {
    this.#maxFreeBytes = options.maxFreeBytes;
    this.#maxPooledBytes = options.maxPooledBytes ?? MAX_POOLED_BYTES;
  }

  /** Bytes held for reuse right now. */
  get freeBytes(): number {
    return this.#freeBytes;
  }

  lease(length: number): BodyLease {
    if (length < MIN_POOLED_BYTES || length > this.#maxPooledBytes) return unpooled(Buffer.allocUnsafe(length));
    const capacity = 2 ** Math.ceil(Math.log2(length));
    const backing = this.#take(capacity) ?? Buffer.allocUnsafeSlow(capacity);
    let released = false;
    return {
      bytes: backing.subarray(0, length),
      release: () => {
        if (released) return;
        released = true;
        this.#give(capacity, backing);
      },
    };
  }

  #take(capacity: number): Buffer | undefined {
    const buffer = this.#free.get(capacity)?.pop();
    if (buffer) this.#freeBytes -= capacity;
    return buffer;
  }

  #give(capacity: number, backing: Buffer): void {
    if (this.#freeBytes + capacity > this.#maxFreeBytes) return;
    let list = this.#free.get(capacity);
    if (!list) this.#free.set(capacity, (list = []));
    list.push(backing);
    this.#freeBytes += capacity;
  }
}

function unpooled(bytes: Buffer): BodyLease {
  return { bytes, release: () => undefined };
}
