import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CacheMetrics } from '../../cache/cache-metrics.js';
import { CACHE_COUNTERS } from '../../cache/cache-metrics.js';
import type { DependencyStates } from '../lifecycle/health-routes.js';

/**
 * Prometheus metrics (docs/architecture.md §9): render time, cache hits and misses per kind, upstream
 * latency and errors. One registry per server so tests can run several servers in one process.
 */
export function createMetrics(cache: CacheMetrics, dependencies: () => DependencyStates = () => ({})) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const renderSeconds = new Histogram({
    name: 'gkn_render_seconds',
    help: 'Server render time of pages that were not in the page cache',
    labelNames: ['status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 3],
    registers: [registry],
  });
  const upstreamSeconds = new Histogram({
    name: 'gkn_upstream_seconds',
    help: 'Upstream call latency',
    labelNames: ['upstream', 'outcome'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 3, 10],
    registers: [registry],
  });
  const upstreamErrors = new Counter({
    name: 'gkn_upstream_errors_total',
    help: 'Failed upstream calls by kind',
    labelNames: ['upstream', 'failure'],
    registers: [registry],
  });
  new Gauge({
    name: 'gkn_cache_events',
    help: 'Cache counters per key kind (hits, misses, stale, errors, …) since start',
    labelNames: ['kind', 'counter'],
    registers: [registry],
    collect() {
      for (const [kind, counters] of Object.entries(cache.byKind)) {
        for (const counter of CACHE_COUNTERS) this.set({ kind, counter }, counters[counter]);
      }
    },
  });
  new Gauge({
    name: 'gkn_dependency_up',
    help: 'Whether Redis and each upstream answered the last readiness check (1 up, 0 down); reported, never a reason to be unready',
    labelNames: ['dependency'],
    registers: [registry],
    collect() {
      for (const [dependency, up] of Object.entries(dependencies())) {
        if (up !== null) this.set({ dependency }, up ? 1 : 0);
      }
    },
  });
  return {
    /** A page-cache lookup's outcome, on the `page` kind of gkn_cache_events (the fast path and the middleware). */
    countPageCache: (outcome: 'hits' | 'misses') => cache.inc('page', outcome),
    observeRender: (status: number, seconds: number) => renderSeconds.observe({ status: String(status) }, seconds),
    /** The `observe` hook of the upstream HTTP layer for one upstream. */
    upstreamObserver: (upstream: string) => (event: { ms: number; failure?: string }) => {
      upstreamSeconds.observe({ upstream, outcome: event.failure ? 'error' : 'ok' }, event.ms / 1000);
      if (event.failure) upstreamErrors.inc({ upstream, failure: event.failure });
    },
    /** The exposition text for a scrape (served by metrics-server.ts, on its own port). */
    render: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
