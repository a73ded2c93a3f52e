import type { z } from 'zod';
import { UpstreamError } from './upstream-error.js';

export interface HttpJsonOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Observes every call (metrics); failures are reported before they are thrown. */
  observe?: (event: { url: string; ms: number; status?: number; failure?: string }) => void;
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
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...opts.headers },
      signal: AbortSignal.any(signals),
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
