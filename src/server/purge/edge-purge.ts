import type { Logger } from 'pino';
import type { EdgePurgeConfig } from '../../config/config.js';

/** Drops every edge copy of a page built from any of the keys; rejects when an edge did not confirm. */
export type EdgePurge = (keys: string[]) => Promise<void>;

/** The header deploy/varnish/gkn.vcl compares with its EDGE_PURGE_SECRET. */
export const PURGE_TOKEN_HEADER = 'x-purge-token';
/**
 * Keys per request are bounded by header length: Varnish refuses a request header over 8 KB by
 * default (http_req_hdr_len), and a publish of 100 paths names a few hundred keys.
 */
const MAX_HEADER_CHARS = 6000;

/** The keys in space-separated batches that each fit one request header. */
export function keyBatches(keys: string[]): string[] {
  const batches: string[] = [];
  let current = '';
  for (const key of new Set(keys)) {
    if (current && current.length + 1 + key.length > MAX_HEADER_CHARS) {
      batches.push(current);
      current = '';
    }
    current = current ? `${current} ${key}` : key;
  }
  if (current) batches.push(current);
  return batches;
}

/**
 * `PURGE /` with the keys in the `xkey` header and the shared token, to every edge; an edge that
 * answers anything but 200 (or not at all within timeoutMs) fails the purge, so the webhook can ask
 * the CMS to send it again. null when no edge is configured: there is nothing to purge.
 */
export function createEdgePurge(
  config: EdgePurgeConfig | null,
  opts: { timeoutMs: number; logger: Logger },
): EdgePurge | null {
  if (!config) return null;
  return async (keys) => {
    const requests = config.urls.flatMap((url) =>
      keyBatches(keys).map(async (batch) => {
        const res = await fetch(url, {
          method: 'PURGE',
          headers: { xkey: batch, [PURGE_TOKEN_HEADER]: config.secret },
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
        await res.body?.cancel();
        if (res.status !== 200) throw new Error(`edge purge ${new URL(url).host} answered ${res.status}`);
      }),
    );
    const failed = (await Promise.allSettled(requests)).filter((r) => r.status === 'rejected');
    if (failed.length > 0) {
      const reasons = failed.map((r) => String((r as PromiseRejectedResult).reason));
      opts.logger.error({ reasons, keys: keys.length }, 'edge purge failed');
      throw new Error(`edge purge failed: ${reasons.join('; ')}`);
    }
  };
}
