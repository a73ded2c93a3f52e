import { UpstreamError } from './upstream-error.js';

/**
 * Says that the upstream was not called: it failed a moment ago and its back-off has not passed
 * (or another request is already probing it). Callers treat it like any failed call: the cache
 * serves its stale copy, a service its fallback, at once instead of after the timeout.
 */
export class UpstreamUnavailableError extends UpstreamError {
  constructor(readonly upstream: string) {
    super('unavailable', `http://${upstream}.upstream.invalid/`);
    this.message = `${upstream} not called: it failed moments ago (circuit open)`;
    this.name = 'UpstreamUnavailableError';
  }
}

/**
 * A failure that says the upstream is not there (no answer in time, no connection, a gateway or
 * overload status), as opposed to an answer we did not like: a 404, a 500 for one document or an
 * unreadable body says the upstream is up, and must not cut off every other call to it.
 */
export function isOutage(err: unknown): boolean {
  if (!(err instanceof UpstreamError) || err instanceof UpstreamUnavailableError) return false;
  if (err.failure === 'timeout' || err.failure === 'network') return true;
  return err.failure === 'status' && (err.status === 502 || err.status === 503 || err.status === 504);
}

export interface CircuitBreakerOptions {
  /** Back-off after an outage, in ms (default 5000); doubles while probes keep failing. */
  backoffMs?: number;
  /** Longest back-off, in ms (default 60000). */
  maxBackoffMs?: number;
  now?: () => number;
}

/**
 * One upstream's circuit breaker. Closed, every call goes through. An outage opens it: for the
 * back-off, calls fail at once with UpstreamUnavailableError instead of each waiting out the
 * timeout. After the back-off ONE call goes through as a probe (the others still fail at once);
 * its answer closes the breaker, its outage opens it again for twice as long.
 */
export class CircuitBreaker {
  readonly #backoffMs: number;
  readonly #maxBackoffMs: number;
  readonly #now: () => number;
  #open = false;
  #openUntil = 0;
  #currentBackoffMs: number;
  #probing = false;

  constructor(
    readonly upstream: string,
    options: CircuitBreakerOptions = {},
  ) {
    this.#backoffMs = options.backoffMs ?? 5000;
    this.#maxBackoffMs = options.maxBackoffMs ?? 60_000;
    this.#currentBackoffMs = this.#backoffMs;
    this.#now = options.now ?? Date.now;
  }

  /** Whether calls are being refused right now (for metrics and readiness reports). */
  get isOpen(): boolean {
    return this.#open;
  }

  async run<T>(call: () => Promise<T>): Promise<T> {
    if (!this.#open) return this.#observe(call);
    if (this.#probing || this.#now() < this.#openUntil) throw new UpstreamUnavailableError(this.upstream);
    this.#probing = true;
    try {
      return await this.#observe(call);
    } finally {
      this.#probing = false;
    }
  }

  async #observe<T>(call: () => Promise<T>): Promise<T> {
    try {
      const value = await call();
      this.#close();
      return value;
    } catch (err) {
      if (isOutage(err)) this.#trip();
      else if (err instanceof UpstreamError && err.failure !== 'aborted') this.#close(); // it answered
      throw err;
    }
  }

  #trip(): void {
    // A probe that failed doubles the back-off; the first outage starts at the base.
    if (this.#open && this.#now() >= this.#openUntil) {
      this.#currentBackoffMs = Math.min(this.#currentBackoffMs * 2, this.#maxBackoffMs);
    }
    this.#open = true;
    this.#openUntil = this.#now() + this.#currentBackoffMs;
  }

  #close(): void {
    this.#open = false;
    this.#currentBackoffMs = this.#backoffMs;
  }
}

/** The client with every method's call going through the breaker (clients are plain objects of methods). */
export function behindBreaker<C extends object>(client: C, breaker: CircuitBreaker): C {
  const guarded: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(client)) {
    guarded[name] =
      typeof value === 'function'
        ? (...args: unknown[]) =>
            breaker.run(() => (value as (...a: unknown[]) => Promise<unknown>).apply(client, args))
        : value;
  }
  return guarded as C;
}
