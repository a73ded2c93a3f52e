import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { createLogger } from '../server/logger.js';
import { configFromEnv, type Environment } from './load-config.js';
import { demoEnv, withUpstreams } from './demo-mode.js';

// `gkn serve --workers N` (DESIGN: Operations): the primary process of node:cluster. It starts
// the demo upstream once (demo mode) and hands its URLs to the workers, forwards SIGTERM/SIGINT
// and waits for the workers to finish their requests, and replaces a worker that dies.

/** How long workers get to finish in-flight requests; serveUntilSignal gives itself 10 s. */
export const WORKER_GRACE_MS = 12_000;
/** A worker that ran this long was healthy: the next death starts the backoff from the start. */
export const STABLE_AFTER_MS = 30_000;
/** A worker exiting with this code before it listened cannot start (bad config, port in use). */
export const EXIT_CANNOT_START = 2;

/**
 * Delay before replacing a dead worker: immediate after a healthy run, then doubling per quick
 * death (a crash loop does not spin the CPU), at most 30 s.
 */
export function respawnDelay(quickDeaths: number): number {
  if (quickDeaths <= 0) return 0;
  return Math.min(30_000, 250 * 2 ** (quickDeaths - 1));
}

export async function runPrimary(opts: {
  workers: number;
  processEnv: Environment;
  env: Record<string, string | undefined>;
}): Promise<void> {
  const config = configFromEnv(opts.processEnv, opts.env); // a bad variable stops here, once, not in every worker
  const logger = createLogger(config);
  const workerEnv: Record<string, string> = {};
  // One demo for all workers: its state (faults set by tests, forms received) is one state.
  const { demo } = await withUpstreams(config, (msg) => logger.debug(msg));
  if (demo) {
    Object.assign(workerEnv, demoEnv(demo, config));
    logger.info(
      { demo: demo.url, workers: opts.workers },
      'demo mode: no upstream URLs configured, serving the embedded demo upstream to every worker',
    );
  }
  // Form tokens must verify on whichever worker receives the post.
  if (!config.formSecret) workerEnv.FORM_SECRET = randomBytes(32).toString('hex');

  const startedAt = new Map<Worker, number>();
  const listening = new Set<Worker>();
  let quickDeaths = 0;
  let stopping = false;

  const fork = () => {
    const worker = cluster.fork(workerEnv);
    startedAt.set(worker, Date.now());
    // The IPC channel of a worker that is going away can fail (EPIPE): that is not a crash.
    worker.on('error', (err) => logger.debug({ err, workerPid: worker.process.pid }, 'worker channel error'));
    worker.on('listening', () => listening.add(worker));
  };

  const shutdown = async (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    logger.info({ reason, workers: workers.length }, 'shutting down: workers finish their requests');
    const exited = Promise.all(
      workers.map((w) => new Promise<void>((resolve) => (w.isDead() ? resolve() : w.once('exit', () => resolve())))),
    );
    for (const w of workers) w.process.kill('SIGTERM');
    let forced = false;
    const timer = setTimeout(() => {
      forced = true;
      for (const w of workers) if (!w.isDead()) w.process.kill('SIGKILL');
    }, WORKER_GRACE_MS);
    await exited;
    clearTimeout(timer);
    await demo?.close().catch(() => {});
    if (forced) logger.warn('workers did not finish in time and were killed');
    process.exit(forced && exitCode === 0 ? 1 : exitCode);
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    const listened = listening.has(worker);
    startedAt.delete(worker);
    listening.delete(worker);
    if (stopping) return;
    if (!listened && code === EXIT_CANNOT_START) {
      // Every worker would fail the same way: stop instead of looping.
      void shutdown('a worker could not start', EXIT_CANNOT_START);
      return;
    }
    quickDeaths = lived >= STABLE_AFTER_MS ? 1 : quickDeaths + 1;
    const delay = respawnDelay(quickDeaths - 1);
    logger.warn(
      { workerPid: worker.process.pid, code, signal, restartInMs: delay },
      'worker died unexpectedly; starting a new one',
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
  for (let i = 0; i < opts.workers; i++) fork();
}
