/**
 * Which upstream a cached key's load calls, by the key's kind: the CMS serves pages, menus and
 * footers; the search service answers searches, filter lists, prepared queries and the map;
 * the knowledge index its items. Kinds not listed are an upstream of their own.
 */
const UPSTREAM_OF_KIND: Readonly<Record<string, string>> = {
  cms: 'cms',
  menu: 'cms',
  footer: 'cms',
  search: 'search',
  portlet: 'search',
  knowledge: 'knowledge-index',
};

export const upstreamOfKind = (kind: string): string => UPSTREAM_OF_KIND[kind] ?? kind;

export interface BreakerOptions {
  /** How long after a failed load stale copies are served without asking, in ms (default 5000). */
  backoffMs?: number;
  /** The back-off doubles while probes keep failing, up to this (default 60000). */
  maxBackoffMs?: number;
}

/**
 * The circuit breaker of one upstream, as cached() uses it. A failed load opens it: for the
 * back-off, a key that has a stale copy is answered with that copy at once instead of waiting out
 * the upstream timeout again (keys without a copy still try: they have nothing better to give).
 * After the back-off one load at a time probes; its success closes the breaker, its failure
 * opens it again for twice as long.
 */
export class UpstreamBreaker {
  readonly #backoffMs: number;
  readonly #maxBackoffMs: number;
  #open = false;
  #openUntil = 0;
  #currentMs: number;
  #probing = false;

  constructor(options: BreakerOptions = {}) {
    this.#backoffMs = options.backoffMs ?? 5000;
    this.#maxBackoffMs = options.maxBackoffMs ?? 60_000;
    this.#currentMs = this.#backoffMs;
  }

  /**
   * May a load that could be answered by a stale copy ask the upstream now? `call` while closed;
   * while open, `probe` once the back-off has passed and no other probe runs (report its outcome
   * with wasProbe), else `wait`: serve the stale copy.
   */
  admit(now: number): 'call' | 'probe' | 'wait' {
    if (!this.#open) return 'call';
    if (this.#probing || now < this.#openUntil) return 'wait';
    this.#probing = true;
    return 'probe';
  }

  /** The upstream answered: closed. */
  succeeded(wasProbe: boolean): void {
    if (wasProbe) this.#probing = false;
    this.#open = false;
    this.#currentMs = this.#backoffMs;
  }

  /** A load failed: open for the back-off (twice as long after a failed probe). */
  failed(now: number, wasProbe: boolean): void {
    if (wasProbe) {
      this.#probing = false;
      this.#currentMs = Math.min(this.#currentMs * 2, this.#maxBackoffMs);
    }
    this.#open = true;
    this.#openUntil = now + this.#currentMs;
  }
}
