import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { Command } from 'commander';
import { ROOT_DIR } from '../config/root-dir.js';
import { portOption } from './serve-commands.js';
import { configFromEnv, type Environment } from './load-config.js';
import { DevelopmentInstallMissing, importFromSources } from './development-sources.js';
import { isServeMessage } from './serve-messages.js';
import { watchDirectories } from './watch-directories.js';

const WATCHED = ['src', 'views', 'locales', 'sites', 'public'];

/** Past the server's own SHUTDOWN_TIMEOUT_MS, how long before it is killed. */
const KILL_AFTER_MS = 2000;

/**
 * `gkn dev --site=x` (development install only: the build tooling is loaded from scripts/ through
 * tsx, never bundled into the CLI): builds the client, runs the server from the TypeScript sources
 * (tsx) with the one site answering on any host, and on every change rebuilds and restarts it;
 * open pages reload once the new server is up (DEV_RELOAD, src/server/lifecycle/dev-reload.ts). A server
 * that cannot start the first time (unknown site, port in use) ends `gkn dev` with its reason and
 * exit code; after an edit, a server that does not start waits for the next save. The server
 * never outlives `gkn dev`: SIGTERM/SIGINT stop it first, and exit kills what is left.
 */
export function registerDevCommand(program: Command, env: Environment): void {
  program
    .command('dev')
    .description('development server: one site on any host, rebuilds and restarts on change')
    .requiredOption('--site <id>', 'the site that answers on every host')
    .addOption(portOption())
    .action(async (opts: { site: string; port?: string }) => {
      const serverEnv = {
        ...env,
        ...(opts.port === undefined ? {} : { PORT: opts.port }),
        NODE_ENV: 'development',
        DEV_SITE: opts.site,
        PAGE_CACHE_TTL_S: '0',
        DEV_RELOAD: 'true',
      };
      const config = configFromEnv(serverEnv); // a bad variable or --site stops here, before any build
      let buildClient: typeof import('../../scripts/build-steps.js').buildClient;
      try {
        ({ buildClient } =
          await importFromSources<typeof import('../../scripts/build-steps.js')>('scripts/build-steps.ts'));
      } catch (error) {
        if (!(error instanceof DevelopmentInstallMissing)) throw error;
        console.error('gkn dev needs the development install (npm ci with dev dependencies, in a checkout with src/)');
        process.exit(2);
      }
      let child: ChildProcess | null = null;
      let timer: NodeJS.Timeout | undefined;
      let stopping = false;
      let everListened = false;
      const running = () => (child && child.exitCode === null && child.signalCode === null ? child : null);
      const stopChild = async () => {
        const current = running();
        if (!current) return;
        const exited = new Promise((r) => current.once('exit', r));
        current.kill('SIGTERM');
        const kill = setTimeout(() => current.kill('SIGKILL'), config.shutdownTimeoutMs + KILL_AFTER_MS);
        await exited;
        clearTimeout(kill);
      };
      const start = async () => {
        try {
          await buildClient();
        } catch (error) {
          console.error('client build failed; fix the error and save again', error);
          return;
        }
        if (stopping) return;
        const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT_DIR, 'src/cli/main.ts'), 'serve'], {
          stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
          env: serverEnv,
        });
        child = server;
        let listened = false;
        server.on('message', (message: unknown) => {
          if (!isServeMessage(message) || message.gkn !== 'listening') return;
          listened = everListened = true;
          console.log(`gkn dev: ${opts.site} at ${message.url} (any host answers)`);
        });
        server.once('exit', (code, signal) => {
          if (stopping || listened || child !== server) return;
          if (signal === 'SIGTERM') return; // stopped for a restart before it listened
          if (!everListened) {
            // The first start failed: its reason is on stderr above; nothing would change on a save.
            console.error(`gkn dev: the server could not start (exit code ${code ?? signal})`);
            process.exit(code || 1);
          }
          console.error(`gkn dev: the server stopped (exit code ${code ?? signal}); fix the error and save again`);
        });
      };
      const restart = () => {
        clearTimeout(timer);
        timer = setTimeout(async () => {
          if (stopping) return;
          await stopChild();
          await start();
        }, 150);
      };
      const watcher = watchDirectories(
        WATCHED.map((dir) => join(ROOT_DIR, dir)),
        restart,
      );
      const shutdown = async () => {
        if (stopping) return;
        stopping = true;
        clearTimeout(timer);
        watcher.close();
        await stopChild();
        process.exit(0);
      };
      process.on('SIGTERM', () => void shutdown());
      process.on('SIGINT', () => void shutdown());
      // Any other way out (an uncaught error, process.exit elsewhere): no orphaned server.
      process.on('exit', () => running()?.kill('SIGKILL'));
      await start();
    });
}
