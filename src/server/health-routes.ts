import { Router } from 'express';

export interface ReadinessCheck {
  name: string;
  /** A cheap call; the signal aborts it when the readiness timeout is over. */
  check: (signal: AbortSignal) => Promise<boolean>;
}

export interface ReadinessOptions {
  /** Each check answers within this, or counts as not ready. */
  timeoutMs: number;
  /** A result is reused this long: probes of every instance and load balancer do not hammer upstreams. */
  cacheMs: number;
}

export const DEFAULT_READINESS: ReadinessOptions = { timeoutMs: 2000, cacheMs: 5000 };

type Results = Record<string, boolean>;

async function runCheck({ check }: ReadinessCheck, timeoutMs: number): Promise<boolean> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(false);
    }, timeoutMs);
  });
  try {
    return await Promise.race([check(controller.signal).catch(() => false), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /healthz: the process is alive. /readyz: Redis and the upstreams answer (DESIGN: Operations),
 * each within a bounded time, the whole result cached for a few seconds; probes arriving while
 * one runs share it.
 */
export function healthRoutes(checks: ReadinessCheck[], opts: ReadinessOptions = DEFAULT_READINESS): Router {
  const router = Router();
  let last: { at: number; results: Results } | null = null;
  let running: Promise<Results> | null = null;
  const results = (): Promise<Results> => {
    if (last && Date.now() - last.at < opts.cacheMs) return Promise.resolve(last.results);
    running ??= Promise.all(checks.map(async (c) => [c.name, await runCheck(c, opts.timeoutMs)] as const))
      .then((entries) => {
        last = { at: Date.now(), results: Object.fromEntries(entries) };
        return last.results;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const checked = await results();
    const ready = Object.values(checked).every(Boolean);
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ready ? 'ready' : 'not ready', checks: checked });
  });
  return router;
}
