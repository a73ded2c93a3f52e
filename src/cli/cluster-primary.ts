import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { createLogger } from '../server/observability/logger.js';
import { servingConfigFromEnv, type Environment } from './load-config.js';
import { demoEnv, withUpstreams } from './demo-mode.js';
import { isServeMessage, type PrimaryMessage } from './serve-messages.js';

// `gkn serve --workers N` (docs/architecture.md, "Operations"): the primary process of
// node:cluster. It starts the demo upstream once (demo mode) and hands its URLs to the workers,
// stops them in two steps on SIGTERM/SIGINT, and replaces a worker that dies.
//
// The workers accept connections from the shared socket themselves (SCHED_NONE). With Node's
// round-robin the primary accepts and passes each connection to a worker; one passed to a worker
// that has just died is never closed, and its client waits until its own timeout.

/** How long a worker gets to say it stopped accepting before the stop goes on without it. */
const STOP_ACCEPTING_MS = 3000;
/** Past a worker's own SHUTDOWN_TIMEOUT_MS, how long before the primary kills it. */
const KILL_AFTER_MS = 2000;
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
  const config = servingConfigFromEnv(opts.processEnv, opts.env); // a bad variable stops here, once, not in every worker
  cluster.schedulingPolicy = cluster.SCHED_NONE; // before the first fork, which fixes it
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
  // Likewise login sessions: a session cookie signed by one worker must verify on every other.
  if (!config.session.secrets) workerEnv.SESSION_SECRET = randomBytes(32).toString('hex');

  const startedAt = new Map<Worker, number>();
  const listening = new Set<Worker>();
  let quickDeaths = 0;
  let stopping = false;

  const tell = (worker: Worker, message: PrimaryMessage) => {
    try {
      worker.send(message);
    } catch {
      // Its channel is closed: it is exiting, which the caller waits for anyway.
    }
  };
  const fork = () => {
    const worker = cluster.fork(workerEnv);
    startedAt.set(worker, Date.now());
    // The IPC channel of a worker that is going away can fail (EPIPE): that is not a crash.
    worker.on('error', (err) => logger.debug({ err, workerPid: worker.process.pid }, 'worker channel error'));
    worker.on('listening', () => {
      listening.add(worker);
      // A stop that began while this worker was still loading: the messages it was sent came before
      // it listened for them and were lost. It listens for them now (serve-commands.ts): drain.
      if (stopping) tell(worker, { gkn: 'drain' });
    });
  };

  const exitOf = (worker: Worker) =>
    new Promise<number | null>((resolve) =>
      worker.isDead() ? resolve(worker.process.exitCode) : worker.once('exit', (code: number | null) => resolve(code)),
    );
  const stoppedAccepting = (worker: Worker) =>
    new Promise<void>((resolve) => {
      const onMessage = (message: unknown) => {
        if (isServeMessage(message) && message.gkn === 'stopped-accepting') done();
      };
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        resolve();
      };
      const timer = setTimeout(done, STOP_ACCEPTING_MS);
      worker.on('message', onMessage);
      void exitOf(worker).then(done);
      tell(worker, { gkn: 'stop-accepting' });
    });

  /**
   * Step 1: every worker closes its listener. The shared socket closes with the last one, so a
   * new connection is refused at connect rather than accepted and dropped; a worker's answer
   * comes after its listener's close on the same channel. Step 2: the workers drain their open
   * connections (serve-commands.ts) and exit. Exit code 1 when one had to cut requests off or was
   * killed here.
   */
  const shutdown = async (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    logger.info(
      { reason, workers: workers.length },
      'shutting down: workers stop accepting, then finish their requests',
    );
    const exits = workers.map(exitOf);
    await Promise.all(workers.map(stoppedAccepting));
    for (const w of workers) tell(w, { gkn: 'drain' });
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      for (const w of workers) if (!w.isDead()) w.process.kill('SIGKILL');
    }, config.shutdownTimeoutMs + KILL_AFTER_MS);
    const codes = await Promise.all(exits);
    clearTimeout(timer);
    await demo?.close().catch(() => {});
    const unclean = killed || codes.some((code) => code !== 0);
    if (unclean) logger.warn({ codes, killed }, 'workers did not all finish their requests in time');
    process.exit(exitCode === 0 && unclean ? 1 : exitCode);
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
