import { connect, type Socket } from 'node:net';
import type { BodyBufferPool, BodyLease } from './body-buffer-pool.js';

export interface PageReaderTarget {
  host: string;
  port: number;
  /** A Unix socket instead of host:port. */
  path?: string;
  username?: string;
  password?: string;
  db: number;
}

export interface PageReaderOptions {
  target: PageReaderTarget;
  pool: BodyBufferPool;
  /** A command sent but unanswered this long makes the connection dead (ioredis's socketTimeout). */
  replyTimeoutMs: number;
  /** How long after losing the connection the next one is tried. */
  retryAfterMs: number;
  /** A connection lost or refused (each is also the end of this connection). */
  onError(err: Error): void;
}

/** What the reader answers: the head and the leased body, each null when Redis holds no such field. */
export type HeadAndBody = [head: Buffer | null, body: BodyLease | null];

/** A Redis error reply (`-WRONGTYPE …`): the connection itself is fine. */
export class RedisReplyError extends Error {}

type Waiter = { kind: 'handshake' } | { kind: 'pair'; resolve(value: HeadAndBody): void; reject(err: Error): void };

const SCRATCH_BYTES = 64 * 1024;
const CR = 13;
const LF = 10;
/** The longest status or error line accepted (Redis's are far shorter). */
const MAX_LINE_BYTES = 8 * 1024;

/**
 * Reads the head and one body of a stored page (`HMGET key <head> <body>`) over a Redis connection
 * of its own, reading the socket into memory it reuses and the body straight into a pooled buffer
 * (docs/decisions/016-redis-page-reader.md). ioredis reads every chunk into a new Buffer and joins
 * a body that spans chunks into another; for a page that is about 200 KB of memory outside V8's
 * heap per hit, and V8 answers such memory with full collections. This reader allocates none on
 * the hot path.
 *
 * It is an accelerator, never the only way: it speaks just this one command (plus AUTH, SELECT
 * and CLIENT SETNAME when it connects), to one plain TCP server. While it is not connected,
 * `read` answers null and the caller asks ioredis, which stays in charge of everything else
 * (writes, purges, TLS, Sentinel, Cluster, reconnect policy).
 */
export class RedisPageReader {
  readonly #options: PageReaderOptions;
  #socket: Socket | null = null;
  #ready = false;
  #closed = false;
  #nextAttemptAt = 0;
  /** When a reply last advanced, or the first command of an idle queue was sent. */
  #progressAt = 0;
  readonly #waiters: Waiter[] = [];
  /** Commands of this turn of the event loop, sent together once it ends (one write, not one each). */
  #outbox = '';

  // Parser state. Bytes not yet parsed are scratch[start, end); a bulk string whose bytes are
  // still coming is read straight into `fill.target` from `fill.at` on.
  readonly #scratch = Buffer.allocUnsafeSlow(SCRATCH_BYTES);
  #start = 0;
  #end = 0;
  #fill: { target: Buffer; at: number } | null = null;
  /** After a bulk string's bytes: its CRLF. */
  #crlfDue = false;
  /** Elements of the current HMGET reply still to come (0: none open). */
  #elementsLeft = 0;
  #head: Buffer | null = null;
  #body: BodyLease | null = null;

  constructor(options: PageReaderOptions) {
    this.#options = options;
  }

  /** Connected and past the handshake: `read` will send. */
  get ready(): boolean {
    return this.#ready;
  }

  /**
   * `HMGET key headField bodyField`; null when this reader is not connected (the caller asks
   * ioredis), which also starts a connection when it is time to try one. Rejects on a Redis error
   * reply or when the connection is lost before the answer.
   */
  read(key: string, headField: string, bodyField: string): Promise<HeadAndBody> | null {
    if (!this.#ready) {
      this.#maybeConnect();
      return null;
    }
    // The socket's idle timeout alone would never fire while commands keep being written to a
    // server that stopped answering; the queue would only grow.
    const now = Date.now();
    if (this.#waiters.length === 0) this.#progressAt = now;
    else if (now - this.#progressAt > this.#options.replyTimeoutMs) {
      this.#socket!.destroy(new Error(`Redis answered nothing within ${this.#options.replyTimeoutMs} ms`));
      return null;
    }
    return new Promise<HeadAndBody>((resolve, reject) => {
      this.#waiters.push({ kind: 'pair', resolve, reject });
      if (this.#outbox === '') setImmediate(this.#flush);
      this.#outbox += command(['HMGET', key, headField, bodyField]);
    });
  }

  /** Sends the turn's commands: the hits of all requests read in one poll of the sockets. */
  readonly #flush = (): void => {
    const commands = this.#outbox;
    this.#outbox = '';
    this.#socket?.write(commands);
  };

  close(): void {
    this.#closed = true;
    this.#socket?.destroy();
  }

  #maybeConnect(): void {
    if (this.#closed || this.#socket || Date.now() < this.#nextAttemptAt) return;
    const { target, replyTimeoutMs } = this.#options;
    const socket = connect({
      ...(target.path ? { path: target.path } : { host: target.host, port: target.port }),
      noDelay: true,
      onread: {
        buffer: () => this.#nextReadBuffer(),
        callback: (bytes: number) => {
          this.#onRead(bytes);
          return true;
        },
      },
    });
    this.#socket = socket;
    this.#resetParser();
    socket.setTimeout(replyTimeoutMs);
    socket.on('timeout', () => {
      if (!this.#ready || this.#waiters.length > 0)
        socket.destroy(new Error(`Redis answered nothing within ${replyTimeoutMs} ms`));
    });
    socket.on('error', (err) => this.#options.onError(err));
    socket.on('close', () => this.#onClose(socket));
    socket.on('connect', () => {
      const handshake: string[][] = [['CLIENT', 'SETNAME', 'gkn-page-reader']];
      if (target.password !== undefined)
        handshake.unshift(target.username ? ['AUTH', target.username, target.password] : ['AUTH', target.password]);
      if (target.db !== 0) handshake.push(['SELECT', String(target.db)]);
      for (const args of handshake) {
        this.#waiters.push({ kind: 'handshake' });
        socket.write(command(args));
      }
    });
  }

  #onClose(socket: Socket): void {
    if (this.#socket !== socket) return;
    this.#socket = null;
    this.#ready = false;
    this.#nextAttemptAt = Date.now() + this.#options.retryAfterMs;
    this.#body?.release();
    this.#resetParser();
    this.#outbox = '';
    const lost = new Error('the Redis page reader lost its connection');
    for (const waiter of this.#waiters.splice(0)) if (waiter.kind === 'pair') waiter.reject(lost);
  }

  #resetParser(): void {
    this.#start = this.#end = 0;
    this.#fill = null;
    this.#crlfDue = false;
    this.#elementsLeft = 0;
    this.#head = null;
    this.#body = null;
  }

  /** Where the socket writes its next chunk (Node asks after every chunk). */
  #nextReadBuffer(): Buffer {
    if (this.#fill) return this.#fill.target.subarray(this.#fill.at);
    if (this.#start === this.#end) this.#start = this.#end = 0;
    else if (this.#end === SCRATCH_BYTES) {
      this.#scratch.copy(this.#scratch, 0, this.#start, this.#end);
      this.#end -= this.#start;
      this.#start = 0;
    }
    return this.#scratch.subarray(this.#end);
  }

  #onRead(bytes: number): void {
    this.#progressAt = Date.now();
    if (this.#fill) {
      this.#fill.at += bytes;
      if (this.#fill.at < this.#fill.target.length) return;
      this.#fill = null;
      this.#crlfDue = true;
    } else {
      this.#end += bytes;
    }
    try {
      this.#parse();
    } catch (err) {
      this.#socket?.destroy(err as Error);
    }
  }

  /** Parses what scratch holds; throws on anything this reader did not ask for. */
  #parse(): void {
    for (;;) {
      if (this.#fill) return;
      if (this.#crlfDue) {
        if (this.#end - this.#start < 2) return;
        if (this.#scratch[this.#start] !== CR || this.#scratch[this.#start + 1] !== LF)
          throw new Error('Redis reply: no CRLF after a bulk string');
        this.#start += 2;
        this.#crlfDue = false;
        this.#elementDone();
        continue;
      }
      const lineEnd = this.#lineEnd();
      if (lineEnd < 0) {
        if (this.#end - this.#start > MAX_LINE_BYTES) throw new Error('Redis reply: a line too long');
        return;
      }
      const type = this.#scratch[this.#start]!;
      const text = this.#scratch.toString('latin1', this.#start + 1, lineEnd);
      this.#start = lineEnd + 2;
      const waiter = this.#waiters[0];
      if (!waiter) throw new Error('Redis reply: an answer to nothing asked');
      if (this.#elementsLeft > 0) this.#element(type, text);
      else if (waiter.kind === 'handshake') this.#handshakeReply(type, text);
      else this.#pairReply(type, text);
    }
  }

  /** The index just past a line's content (its CR), or -1 when scratch holds no whole line yet. */
  #lineEnd(): number {
    for (let i = this.#start; i < this.#end - 1; i++) {
      if (this.#scratch[i] === CR && this.#scratch[i + 1] === LF) return i;
    }
    return -1;
  }

  #handshakeReply(type: number, text: string): void {
    this.#waiters.shift();
    if (type !== 0x2b /* + */) throw new Error(`Redis refused the page reader's handshake: ${text}`);
    if (this.#waiters.every((w) => w.kind !== 'handshake')) this.#ready = true;
  }

  #pairReply(type: number, text: string): void {
    if (type === 0x2d /* - */) {
      this.#shiftPair().reject(new RedisReplyError(text));
      return;
    }
    if (type !== 0x2a /* * */ || text !== '2') throw new Error(`Redis reply: expected two fields, got ${text}`);
    this.#elementsLeft = 2;
  }

  #element(type: number, text: string): void {
    if (type !== 0x24 /* $ */) throw new Error('Redis reply: a field that is not a bulk string');
    const length = Number(text);
    if (length === -1) {
      this.#elementDone();
      return;
    }
    if (!Number.isSafeInteger(length) || length < 0) throw new Error(`Redis reply: bad length ${text}`);
    const isHead = this.#elementsLeft === 2;
    let target: Buffer;
    if (isHead) target = this.#head = Buffer.allocUnsafe(length);
    else target = (this.#body = this.#options.pool.lease(length)).bytes;
    const here = Math.min(length, this.#end - this.#start);
    this.#scratch.copy(target, 0, this.#start, this.#start + here);
    this.#start += here;
    if (here < length) this.#fill = { target, at: here };
    else this.#crlfDue = true;
  }

  #elementDone(): void {
    this.#elementsLeft--;
    if (this.#elementsLeft > 0) return;
    const pair: HeadAndBody = [this.#head, this.#body];
    this.#head = null;
    this.#body = null;
    this.#shiftPair().resolve(pair);
  }

  #shiftPair(): Extract<Waiter, { kind: 'pair' }> {
    const waiter = this.#waiters.shift();
    if (waiter?.kind !== 'pair') throw new Error('Redis reply: out of step with the commands sent');
    return waiter;
  }
}

/** A command in RESP: an array of bulk strings. */
function command(args: string[]): string {
  let out = `*${args.length}\r\n`;
  for (const arg of args) out += `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`;
  return out;
}

/**
 * A few readers, taken in turn (decision 016). One connection carries its replies one after the
 * other: a 2 MB page holds up every hit queued behind it, and the 50 home-page bodies of a burst
 * (5 MB) kept its receive window full, so each read of ours reopened the window and the kernel
 * pushed Redis's waiting bytes through loopback in our process's time. Over four connections the
 * replies flow side by side.
 */
export class RedisPageReaders {
  readonly #readers: RedisPageReader[];
  #next = 0;

  constructor(count: number, options: PageReaderOptions) {
    this.#readers = Array.from({ length: count }, () => new RedisPageReader(options));
  }

  /** As RedisPageReader.read, on the next reader in turn; null when that one is not connected. */
  read(key: string, headField: string, bodyField: string): Promise<HeadAndBody> | null {
    this.#next = (this.#next + 1) % this.#readers.length;
    return this.#readers[this.#next]!.read(key, headField, bodyField);
  }

  close(): void {
    for (const reader of this.#readers) reader.close();
  }
}
