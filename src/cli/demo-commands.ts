import { resolve } from 'node:path';
import { Command, Option } from 'commander';
import type { Environment } from './load-config.js';
import { startDemo, startIdentity } from './demo-mode.js';
import { DevelopmentInstallMissing, importFromSources } from './development-sources.js';

// `gkn demo seed` writes a large generated search corpus (NDJSON) for scale tests;
// `gkn demo serve` runs the demo upstream (and its identity provider) on its own and prints its
// URLs; `gkn demo users` lists the demo accounts to log in with. All run the demo from its
// TypeScript sources: a development install only.

const NEEDS_DEVELOPMENT_INSTALL =
  'gkn demo needs the development install (npm ci with dev dependencies, in a checkout with src/)';

const parsePort = (value: string): number | null =>
  /^\d{1,5}$/.test(value) && Number(value) <= 65535 ? Number(value) : null;

/** Runs a demo command; in a production install it ends with one line saying what is missing. */
async function inDevelopmentInstall(cmd: Command, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (error instanceof DevelopmentInstallMissing)
      cmd.error(NEEDS_DEVELOPMENT_INSTALL, { exitCode: 2, code: 'gkn.demo.install' });
    throw error;
  }
}

export function registerDemoCommands(program: Command, _env: Environment): void {
  const demo = program.command('demo').description('the embedded demo upstream (CMS, search service, knowledge index)');

  demo
    .command('seed')
    .description('generate a deterministic demo search corpus as NDJSON, one record per line')
    .requiredOption('--records <n>', 'number of records (1 to 1,000,000)')
    .option('--out <file>', 'where to write it (default: .data/demo-corpus.ndjson)')
    .action((opts: { records: string; out?: string }, cmd: Command) =>
      inDevelopmentInstall(cmd, async () => {
        const seed = await importFromSources<typeof import('../demo/seed.js')>('src/demo/seed.ts');
        try {
          await seed.runDemoSeed({
            records: opts.records,
            out: opts.out ?? seed.DEFAULT_CORPUS_FILE,
            log: (msg) => console.log(msg),
          });
        } catch (err) {
          if (err instanceof seed.DemoSeedError)
            cmd.error(`error: ${err.message}`, { exitCode: 2, code: 'gkn.demo.seed' });
          throw err;
        }
      }),
    );

  demo
    .command('users')
    .description("list the demo identity provider's accounts (username, password, name)")
    .option('--json', 'print a JSON array of { username, password, name }')
    .action((opts: { json?: boolean }, cmd: Command) =>
      inDevelopmentInstall(cmd, async () => {
        const { DEMO_ACCOUNTS } = await importFromSources<typeof import('../demo/identity/accounts.js')>(
          'src/demo/identity/accounts.ts',
        );
        const users = DEMO_ACCOUNTS.map(({ username, password, name }) => ({ username, password, name }));
        if (opts.json) return console.log(JSON.stringify(users, null, 2));
        const width = Math.max(...users.map((u) => u.username.length));
        for (const u of users) console.log(`${u.username.padEnd(width)}  ${u.password}  ${u.name}`);
        console.log('\nLog in with these on any site with interactivity enabled (demo mode only).');
      }),
    );

  demo
    .command('serve')
    .description('start the demo upstream alone and print its URLs (for a product started elsewhere)')
    .option('--port <n>', 'port to listen on (0 = any free port); the identity provider takes the next one', '4010')
    .addOption(new Option('--host <host>', 'interface to listen on').default('127.0.0.1'))
    .option('--sites-dir <dir>', 'directory of the site files', 'sites')
    .option('--corpus <file>', 'serve this NDJSON corpus (from `gkn demo seed`) instead of the default records')
    .action((opts: { port: string; host: string; sitesDir: string; corpus?: string }, cmd: Command) => {
      const port = parsePort(opts.port);
      if (port === null)
        return cmd.error(`error: --port must be 0–65535 (got ${JSON.stringify(opts.port)})`, {
          exitCode: 2,
          code: 'gkn.demo.port',
        });
      return inDevelopmentInstall(cmd, async () => {
        const upstream = await startDemo({
          port,
          host: opts.host,
          sitesDir: resolve(opts.sitesDir),
          ...(opts.corpus ? { corpusFile: resolve(opts.corpus) } : {}),
          log: (msg) => console.error(msg),
        });
        console.log(`CMS_BASE_URL=${upstream.cmsBaseUrl}`);
        console.log(`SEARCH_BASE_URL=${upstream.searchBaseUrl}`);
        console.log(`KNOWLEDGE_INDEX_URL=${upstream.knowledgeIndexUrl}`);
        console.log(`NEWSLETTER_URL=${upstream.newsletterUrl}`);
        console.log(`CONTACT_URL=${upstream.contactUrl}`);
        const identity = await startIdentity({
          port: port === 0 ? 0 : port + 1,
          host: opts.host,
          log: (msg) => console.error(msg),
        });
        console.log(`OIDC_ISSUER=${identity.issuer}`);
        console.log(`OIDC_CLIENT_ID=${identity.clientId}`);
        console.log(`OIDC_CLIENT_SECRET=${identity.clientSecret}`);
        console.log(`USER_API_URL=${identity.userApiUrl}`);
        console.log(`faults: POST ${upstream.url}/__demo/faults {"target":"cms","fault":{"kind":"down"}}`);
        console.log(`login faults: POST ${identity.issuer}/__demo/faults {"target":"userapi","fault":{"kind":"down"}}`);
        const stop = () => {
          void Promise.all([upstream.close(), identity.close()]).finally(() => process.exit(0));
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });
}
