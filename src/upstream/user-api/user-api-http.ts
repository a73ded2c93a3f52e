import type { z } from 'zod';
import type { HttpJsonOptions } from '../http-json.js';
import { UpstreamError } from '../upstream-error.js';
import { refusalSchema } from './user-api-schemas.js';

/** A status above 299 from the user API, with the message of its body (e.g. 'User not found'). */
export class UserApiRefusal extends UpstreamError {
  constructor(
    url: string,
    status: number,
    readonly reason: string | null,
  ) {
    super('status', url, status);
    this.name = 'UserApiRefusal';
  }
}

export interface UserApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The user's access token; omitted for the public read of an item's comments. */
  token?: string;
  body?: unknown;
}

/**
 * One call with a JSON answer, a hard timeout and the bearer token; like getJson (src/upstream/
 * http-json.ts) every failure is an UpstreamError, and a refusal keeps the body's message, since
 * requirements §7 acts on it ('User not found').
 */
export async function callUserApi<S extends z.ZodType>(
  url: string,
  schema: S,
  call: UserApiCall,
  opts: Pick<HttpJsonOptions, 'timeoutMs' | 'observe'>,
): Promise<z.infer<S>> {
  const started = performance.now();
  const fail = (error: UpstreamError): never => {
    opts.observe?.({ url, ms: performance.now() - started, status: error.status, failure: error.failure });
    throw error;
  };
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  let textBody: string;
  try {
    response = await fetch(url, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    textBody = await response.text();
  } catch (cause) {
    const kind = (cause as Error)?.name === 'TimeoutError' ? 'timeout' : 'network';
    return fail(new UpstreamError(kind, url, undefined, { cause }));
  }
  let json: unknown;
  try {
    json = JSON.parse(textBody);
  } catch (cause) {
    if (response.status > 299) return fail(new UserApiRefusal(url, response.status, null));
    return fail(new UpstreamError('invalid-json', url, response.status, { cause }));
  }
  if (response.status > 299) {
    const refusal = refusalSchema.safeParse(json);
    return fail(new UserApiRefusal(url, response.status, refusal.success ? refusal.data.message : null));
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return fail(new UpstreamError('invalid-shape', url, response.status, { cause: parsed.error }));
  opts.observe?.({ url, ms: performance.now() - started, status: response.status });
  return parsed.data;
}
