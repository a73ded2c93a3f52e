import { Router } from 'express';
import { NO_STORE } from '../http/cache-control.js';
import { APP_PATHS } from '../app-routes.js';

// Health of one instance, as a load balancer or orchestrator asks for it (docs/architecture.md,
// "Health"). /healthz: the process is alive. /readyz: this instance can serve — it started with
// its config and sites loaded and is not draining. The upstreams and Redis are checked too, but
// only reported (in the body and as metrics): every instance shares them, so an upstream that is
// slow or down would pull every instance at once, while the server still answers from its stale
// copies and fallbacks.

export interface DependencyCheck {
  name: string;
  /** A cheap call; the signal aborts it when the check's time is over. */
  check: (signal: AbortSignal) => Promise<boolean>;
}

export interface ReadinessOptions {
  /** A check answers within this, or its dependency counts as down. */
  timeoutMs: number;
  /** A result is reused this long: probes of every instance do not hammer the upstreams. */
  cacheMs: number;
}

export const DEFAULT_READINESS: ReadinessOptions = { timeoutMs: 3000, cacheMs: 5000 };

/** A dependency's last known state: null before its first check has finished. */
export type DependencyStates = Record<string, boolean | null>;

export interface Readiness {
  /** The last known dependency states; starts a fresh check in the background when they are old. */
  dependencies(): DependencyStates;
  /** Runs the checks now (or joins the run under way) and resolves with their result. */
  refresh(): Promise<DependencyStates>;
  /** From now on /readyz answers 503: the instance is shutting down. */
  startDraining(): void;
  readonly draining: boolean;
}

async function runCheck({ check }: DependencyCheck, timeoutMs: number): Promise<boolean> {
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

export function createReadiness(checks: DependencyCheck[], opts: ReadinessOptions = DEFAULT_READINESS): Readiness {
  let states: DependencyStates = Object.fromEntries(checks.map((c) => [c.name, null]));
  let checkedAt = -Infinity;
  let running: Promise<DependencyStates> | null = null;
  let draining = false;

  const refresh = () =>
    (running ??= Promise.all(checks.map(async (c) => [c.name, await runCheck(c, opts.timeoutMs)] as const))
      .then((entries) => {
        states = Object.fromEntries(entries);
        checkedAt = Date.now();
        return states;
      })
      .finally(() => {
        running = null;
      }));

  return {
    dependencies() {
      if (Date.now() - checkedAt >= opts.cacheMs) void refresh();
      return states;
    },
    refresh,
    startDraining() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}

const stateWord = (up: boolean | null) => (up === null ? 'unknown' : up ? 'up' : 'down');

/** /healthz and /readyz. Both answer at once: neither waits for an upstream. */
export function healthRoutes(readiness: Readiness): Router {
  const router = Router();
  router.get(APP_PATHS.health, (_req, res) => {
    res.set('Cache-Control', NO_STORE).json({ status: 'ok' });
  });
  router.get(APP_PATHS.ready, (_req, res) => {
    const dependencies = Object.fromEntries(
      Object.entries(readiness.dependencies()).map(([name, up]) => [name, stateWord(up)]),
    );
    res
      .status(readiness.draining ? 503 : 200)
      .set('Cache-Control', NO_STORE)
      .json({ status: readiness.draining ? 'draining' : 'ready', dependencies });
  });
  return router;
}
