// Why an upstream call failed. The page layer maps these to the statuses of requirements §4, §5, §8.
export type UpstreamFailure = 'timeout' | 'network' | 'status' | 'invalid-json' | 'invalid-shape' | 'aborted';

export class UpstreamError extends Error {
  /**
   * The URL called, query included. Not enumerable: a logged error (pino copies an error's own
   * enumerable fields) shows the path in its message only, never a token or preview address.
   */
  declare readonly url: string;

  constructor(
    readonly failure: UpstreamFailure,
    url: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`${failure}${status ? ` ${status}` : ''} from ${redactUrl(url)}`, options);
    Object.defineProperty(this, 'url', { value: url, enumerable: false });
    this.name = 'UpstreamError';
  }
}

/** Upstream URLs may carry tokens in their query; logs get the path only. */
function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return '(invalid url)';
  }
}
