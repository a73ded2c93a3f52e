import { Router } from 'express';

// What the demo upstream was asked, for tests that check the product's requests as the upstream
// sees them (e.g. requirements §7: values of a filter group joined with ||, keyword pairs repeated).
// GET /__demo/requests?pathIncludes=… lists the latest (newest last); DELETE clears.

const LIMIT = 500;

export function demoRequestLog(): Router {
  const seen: { method: string; url: string; at: number }[] = [];
  const router = Router();
  router.get('/__demo/requests', (req, res) => {
    const filter = typeof req.query.pathIncludes === 'string' ? req.query.pathIncludes : '';
    res.json({ requests: seen.filter((r) => r.url.includes(filter)) });
  });
  router.delete('/__demo/requests', (_req, res) => {
    seen.length = 0;
    res.json({ requests: [] });
  });
  router.use((req, _res, next) => {
    if (!req.originalUrl.startsWith('/__demo/')) {
      seen.push({ method: req.method, url: req.originalUrl, at: Date.now() });
      if (seen.length > LIMIT) seen.splice(0, seen.length - LIMIT);
    }
    next();
  });
  return router;
}
