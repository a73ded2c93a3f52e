import cluster from 'node:cluster';
import { Command, InvalidArgumentError, Option } from 'commander';
import { SiteConfigError } from '../sites/site-registry.js';
import { createLogger } from '../server/logger.js';
import { startServer, type RunningServer } from '../server/start-server.js';
import { configFromEnv, type Environment } from './load-config.js';
import { runPrimary } from './cluster-primary.js';
import { withUpstreams } from './demo-mode.js';

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

/**
 * Starts the server (and, without upstream URLs, the demo upstream it talks to) and stops it
 * gracefully on SIGTERM/SIGINT: open requests finish (bounded), then exit 0. Signals are handled from the start (one during boot ends the process at once,
 * nothing is served yet) and a repeated signal does not cut the drain short. A cluster worker
 * also stops when its primary goes away.
 */
export async function serveUntilSignal(
  processEnv: Environment,
  env: Record<string, string | undefined>,
  onReady?: (server: RunningServer) => void,
) {
  const config = configFromEnv(processEnv, env);
  const logger = createLogger(config);
  let server: RunningServer | null = null;
  let demo: Awaited<ReturnType<typeof withUpstreams>>['demo'] = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // A signal while booting: nothing is served yet, nothing to drain.
    if (!server) return void process.exit(0);
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await server.close();
    await demo?.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  if (cluster.isWorker) {
    process.on('disconnect', () => void stop('primary gone'));
    // A message to a primary that is already gone fails with EPIPE: not worth a stack trace.
    process.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE' && err.code !== 'ERR_IPC_CHANNEL_CLOSED') throw err;
    });
  }
  const serving = await withUpstreams(config, (msg) => logger.debug(msg));
  demo = serving.demo;
  if (demo)
    logger.info({ demo: demo.url }, 'demo mode: no upstream URLs configured, serving the embedded demo upstream');
  try {
    server = await startServer(serving.config, logger);
  } catch (error) {
    if (error instanceof SiteConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`Port ${config.port} is already in use: choose another with --port`);
      process.exit(2);
    }
    throw error;
  }
  onReady?.(server);
}

export function registerServeCommands(program: Command, processEnv: Environment): void {
  program
    .command('serve')
    .description(
      'start the server; without CMS_BASE_URL etc. it starts the demo upstream (development install); needs `npm run build` first',
    )
    .addOption(new Option('-p, --port <port>', 'port to listen on').argParser(parsePort).env('PORT'))
    .option('--host <host>', 'interface to bind', undefined)
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
    .addOption(new Option('-p, --port <port>', 'port to listen on').argParser(parsePort).default('3000'))
    .action(async (id: string, opts: { port: string }) => {
      await serveUntilSignal(processEnv, { PORT: opts.port, DEV_SITE: id, LOG_LEVEL: 'warn' }, (server) => {
        console.log(`Site ${id}: http://${id}.localhost:${server.port}/`);
      });
    });
}
