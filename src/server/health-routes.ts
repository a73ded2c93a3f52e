import { Router } from 'express';

export interface ReadinessCheck {
  name: string;
  check: () => Promise<boolean>;
}

/** /healthz: the process is alive. /readyz: Redis and the upstreams answer (DESIGN: Operations). */
export function healthRoutes(checks: ReadinessCheck[]): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const results = await Promise.all(
      checks.map(async ({ name, check }) => [name, await check().catch(() => false)] as const),
    );
    const ready = results.every(([, ok]) => ok);
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ready ? 'ready' : 'not ready', checks: Object.fromEntries(results) });
  });
  return router;
}
