import { spawn, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import { join } from 'node:path';
import { Command, Option } from 'commander';
import { ROOT_DIR } from '../config/root-dir.js';
import { parsePort } from './serve-commands.js';
import type { Environment } from './load-config.js';
import { DevelopmentInstallMissing, importFromSources } from './development-sources.js';

const WATCHED = ['src', 'views', 'locales', 'sites', 'public'];

/** How long the server gets to drain before it is killed (serveUntilSignal gives itself 10 s). */
const CHILD_GRACE_MS = 12_000;

/**
 * `gkn dev --site=x` (development install only: the build tooling is loaded from scripts/ through
 * tsx, never bundled into the CLI): builds the client, runs the server from the TypeScript sources (tsx) with
 * the one site answering on any host, and on every change rebuilds and restarts it; open pages
 * reload once the new server is up (DEV_RELOAD, src/server/dev-reload.ts). The server never
 * outlives `gkn dev`: SIGTERM/SIGINT stop it first, and exit kills what is left.
 */
export function registerDevCommand(program: Command, env: Environment): void {
  program
    .command('dev')
    .description('development server: one site on any host, rebuilds and restarts on change')
    .requiredOption('--site <id>', 'the site that answers on every host')
    .addOption(new Option('-p, --port <port>', 'port to listen on').argParser(parsePort).default('3000'))
    .action(async (opts: { site: string; port: string }) => {
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
      const running = () => (child && child.exitCode === null && child.signalCode === null ? child : null);
      const stopChild = async () => {
        const current = running();
        if (!current) return;
        const exited = new Promise((r) => current.once('exit', r));
        current.kill('SIGTERM');
        const kill = setTimeout(() => current.kill('SIGKILL'), CHILD_GRACE_MS);
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
        child = spawn(
          process.execPath,
          ['--import', 'tsx', join(ROOT_DIR, 'src/cli/main.ts'), 'serve', '--port', opts.port],
          {
            stdio: 'inherit',
            env: {
              ...env,
              NODE_ENV: 'development',
              DEV_SITE: opts.site,
              PAGE_CACHE_TTL_S: '0',
              DEV_RELOAD: 'true',
            },
          },
        );
        console.log(`gkn dev: ${opts.site} at http://localhost:${opts.port}/ (any host)`);
      };
      const restart = () => {
        clearTimeout(timer);
        timer = setTimeout(async () => {
          if (stopping) return;
          await stopChild();
          await start();
        }, 150);
      };
      const watchers = WATCHED.map((dir) => watch(join(ROOT_DIR, dir), { recursive: true }, restart));
      const shutdown = async () => {
        if (stopping) return;
        stopping = true;
        clearTimeout(timer);
        for (const w of watchers) w.close();
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
