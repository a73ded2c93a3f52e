import { spawn, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import { join } from 'node:path';
import { Command, Option } from 'commander';
import { ROOT_DIR } from '../config/root-dir.js';
import { parsePort } from './serve-commands.js';

const WATCHED = ['src', 'views', 'locales', 'sites', 'public'];

/**
 * `gkn dev --site=x`: builds the client, runs the server from the TypeScript sources (tsx) with
 * the one site answering on any host, and on every change rebuilds and restarts it.
 */
export function registerDevCommand(program: Command): void {
  program
    .command('dev')
    .description('development server: one site on any host, rebuilds and restarts on change')
    .requiredOption('--site <id>', 'the site that answers on every host')
    .addOption(new Option('-p, --port <port>', 'port to listen on').argParser(parsePort).default('3000'))
    .action(async (opts: { site: string; port: string }) => {
      const { buildClient } = await import('../../scripts/build.js');
      let child: ChildProcess | null = null;
      let timer: NodeJS.Timeout | undefined;
      const start = async () => {
        try {
          await buildClient();
        } catch (error) {
          console.error('client build failed; fix the error and save again', error);
          return;
        }
        child = spawn(process.execPath, ['--import', 'tsx', join(ROOT_DIR, 'src/cli/main.ts'), 'serve', '--port', opts.port], {
          stdio: 'inherit',
          env: { ...process.env, NODE_ENV: 'development', DEV_SITE: opts.site, PAGE_CACHE_TTL_S: '0' },
        });
        console.log(`gkn dev: ${opts.site} at http://localhost:${opts.port}/ (any host)`);
      };
      const restart = () => {
        clearTimeout(timer);
        timer = setTimeout(async () => {
          if (child && child.exitCode === null) {
            const exited = new Promise((r) => child!.once('exit', r));
            child.kill('SIGTERM');
            await exited;
          }
          await start();
        }, 150);
      };
      for (const dir of WATCHED) watch(join(ROOT_DIR, dir), { recursive: true }, restart);
      await start();
    });
}
