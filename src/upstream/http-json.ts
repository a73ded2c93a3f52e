import type { z } from 'zod';
import { UpstreamError } from './upstream-error.js';

export interface HttpJsonOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Observes every call (metrics); failures are reported before they are thrown. */
  observe?: (event: { url: string; ms: number; status?: number; failure?: string }) => void;
}

const CLOSED_UNDER_US = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

/** fetch's TypeError whose cause is a socket the peer closed or reset (not refused, not a timeout). */
function closedUnderUs(error: unknown): boolean {
  const code = ((error as { cause?: { code?: unknown } })?.cause?.code ?? '') as string;
  return CLOSED_UNDER_US.has(code);
}

/**
 * GETs JSON from an upstream with a hard timeout and parses it with a zod schema.
 * Every failure becomes an UpstreamError saying which kind it was; callers decide statuses.
 */
export async function getJson<S extends z.ZodType>(url: string, schema: S, opts: HttpJsonOptions): Promise<z.infer<S>> {
  const started = performance.now();
  const signals = [AbortSignal.timeout(opts.timeoutMs)];
  if (opts.signal) signals.push(opts.signal);
  const fail = (error: UpstreamError): never => {
    opts.observe?.({ url, ms: performance.now() - started, status: error.status, failure: error.failure });
    throw error;
  };
  const signal = AbortSignal.any(signals);
  const ask = () => fetch(url, { headers: { accept: 'application/json', ...opts.headers }, signal });
  let response: Response;
  try {
    response = await ask().catch((error: unknown) => {
      // A kept-alive connection the upstream closed just as we reused it ("other side closed",
      // a reset): the GET never reached it, so it is asked once more on a fresh connection,
      // within the same timeout. A refused connection (upstream down) is not retried.
      if (signal.aborted || !closedUnderUs(error)) throw error;
      return ask();
    });
  } catch (cause) {
    const name = (cause as Error)?.name;
    if (opts.signal?.aborted) return fail(new UpstreamError('aborted', url, undefined, { cause }));
    return fail(new UpstreamError(name === 'TimeoutError' ? 'timeout' : 'network', url, undefined, { cause }));
  }
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    const name = (cause as Error)?.name;
    return fail(new UpstreamError(name === 'TimeoutError' ? 'timeout' : 'network', url, response.status, { cause }));
  }
  // requirements §5: a status above 299 returns only a status code.
  if (response.status > 299) return fail(new UpstreamError('status', url, response.status));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    return fail(new UpstreamError('invalid-json', url, response.status, { cause }));
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return fail(new UpstreamError('invalid-shape', url, response.status, { cause: parsed.error }));
  opts.observe?.({ url, ms: performance.now() - started, status: response.status });
  return parsed.data;
}
