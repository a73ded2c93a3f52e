import cluster from 'node:cluster';
import { Command, InvalidArgumentError, Option } from 'commander';
import { SiteConfigError } from '../sites/site-registry.js';
import { createLogger } from '../server/observability/logger.js';
import { startServer, type RunningServer } from '../server/start-server.js';
import { servingConfigFromEnv, type Environment } from './load-config.js';
import { EXIT_CANNOT_START, runPrimary } from './cluster-primary.js';
import { withUpstreams } from './demo-mode.js';
import { limitHeapGrowth } from './heap-growth.js';
import { listenErrorMessage } from './listen-errors.js';
import { isPrimaryMessage, type ServeMessage } from './serve-messages.js';

export function parsePort(value: string): string {
  if (!/^\d+$/.test(value) || Number(value) > 65535)
    throw new InvalidArgumentError('a port is a number from 0 to 65535');
  return value;
}

function parseWorkers(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new InvalidArgumentError('workers is a whole number from 1 to 64');
  return n;
}

/** The --port option; without it PORT (or 3000) holds, read with the rest of the config. */
export const portOption = () =>
  new Option('-p, --port <port>', 'port to listen on (default: PORT, else 3000)').argParser(parsePort);

/**
 * Starts the server (and, without upstream URLs, the demo upstream it talks to) and stops it
 * gracefully on SIGTERM/SIGINT: new connections are refused, open requests finish with
 * `Connection: close`, idle connections close, then exit 0 — or 1 when SHUTDOWN_TIMEOUT_MS cut
 * requests off. A signal during boot ends the process at once (nothing is served yet); a
 * repeated signal does not cut the drain short. A cluster worker drains when its primary says so
 * (cluster-primary.ts) or when the primary is gone; a server started by `gkn dev` tells it when it
 * listens and stops when `gkn dev` is gone.
 */
export async function serveUntilSignal(
  processEnv: Environment,
  env: Record<string, string | undefined>,
  onReady?: (server: RunningServer) => void,
) {
  const config = servingConfigFromEnv(processEnv, env);
  const logger = createLogger(config);
  // This process serves: a heap that grows with what it keeps, not with the machine (heap-growth.ts).
  limitHeapGrowth();
  let server: RunningServer | null = null;
  let demo: Awaited<ReturnType<typeof withUpstreams>>['demo'] = null;
  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    // A signal while booting: nothing is served yet, nothing to drain.
    if (!server) return void process.exit(0);
    logger.info({ reason }, 'shutting down: new connections are refused, open requests finish');
    // Closing the caches after the drain is bounded too: a hung Redis must not keep the process.
    setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 2000).unref();
    const outcome = await server.shutdown();
    await demo?.close();
    if (outcome === 'forced') logger.warn('requests still open after SHUTDOWN_TIMEOUT_MS were cut off');
    process.exit(outcome === 'forced' ? 1 : 0);
  };
  if (cluster.isWorker) {
    // The primary coordinates a stop of the whole cluster (a terminal's Ctrl-C reaches every
    // process of the group); SIGTERM to one worker stops that worker alone, and it is replaced.
    process.on('SIGINT', () => {});
    process.on('SIGTERM', () => void stop('SIGTERM'));
    process.on('message', (message: unknown) => {
      if (!isPrimaryMessage(message)) return;
      if (message.gkn === 'drain') return void stop('primary');
      // stop-accepting: once the primary has this answer, it has also had our listener's close.
      if (!server) return void process.exit(0);
      void server.stopAccepting().then(() => send({ gkn: 'stopped-accepting' }));
    });
    process.on('disconnect', () => void stop('primary gone'));
    // A message to a primary that is already gone fails with EPIPE: not worth a stack trace.
    process.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE' && err.code !== 'ERR_IPC_CHANNEL_CLOSED') throw err;
    });
  } else {
    process.on('SIGTERM', () => void stop('SIGTERM'));
    process.on('SIGINT', () => void stop('SIGINT'));
    // Started with an IPC channel (`gkn dev`): it going away stops this server too.
    if (process.send) process.on('disconnect', () => void stop('parent gone'));
  }
  const serving = await withUpstreams(config, (msg) => logger.debug(msg));
  demo = serving.demo;
  if (demo)
    logger.info({ demo: demo.url }, 'demo mode: no upstream URLs configured, serving the embedded demo upstream');
  try {
    server = await startServer(serving.config, logger);
  } catch (error) {
    const message =
      error instanceof SiteConfigError ? error.message : listenErrorMessage(error, config.host, config.port);
    if (message === null) throw error;
    console.error(message);
    process.exit(EXIT_CANNOT_START);
  }
  if (!cluster.isWorker) send({ gkn: 'listening', url: server.siteUrl });
  onReady?.(server);
}

/** To the parent process, when there is one to hear it. */
function send(message: ServeMessage): void {
  if (process.send && process.connected) process.send(message);
}

export function registerServeCommands(program: Command, processEnv: Environment): void {
  program
    .command('serve')
    .description(
      'start the server; without CMS_BASE_URL etc. it starts the demo upstream (development install); needs `npm run build` first',
    )
    .addOption(portOption())
    .option('--host <host>', 'interface to bind (default: HOST, else 0.0.0.0)')
    .option('-w, --workers <n>', 'worker processes (node:cluster); share Redis via REDIS_URL when > 1', parseWorkers, 1)
    .action(async (opts: { port?: string; host?: string; workers: number }) => {
      if (opts.workers > 1 && cluster.isPrimary) {
        return runPrimary({ workers: opts.workers, processEnv, env: { PORT: opts.port, HOST: opts.host } });
      }
      await serveUntilSignal(processEnv, { PORT: opts.port, HOST: opts.host });
    });

  const site = program.commands.find((c) => c.name() === 'site');
  site
    ?.command('preview <id>')
    .description('start the server for one site (answers on any host) and print its URL')
    .addOption(portOption())
    .action(async (id: string, opts: { port?: string }) => {
      await serveUntilSignal(processEnv, { PORT: opts.port, DEV_SITE: id, LOG_LEVEL: 'warn' }, (server) => {
        console.log(`Site ${id}: ${server.siteUrl}`);
      });
    });
}
