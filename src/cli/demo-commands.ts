import { resolve } from 'node:path';
import { Command, Option } from 'commander';
import { startDemoUpstream } from '../demo/demo-server.js';
import { DEFAULT_CORPUS_FILE, DemoSeedError, runDemoSeed } from '../demo/seed.js';
import type { Environment } from './load-config.js';

// `gkn demo seed` writes a large generated search corpus (NDJSON) for scale tests;
// `gkn demo serve` runs the embedded demo upstream on its own and prints its URLs.

const parsePort = (value: string): number => {
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65535)
    throw new DemoSeedError(`--port must be 0–65535 (got ${JSON.stringify(value)})`);
  return Number(value);
};

export function registerDemoCommands(program: Command, _env: Environment): void {
  const demo = program.command('demo').description('the embedded demo upstream (CMS, search service, knowledge index)');

  demo
    .command('seed')
    .description('generate a deterministic demo search corpus as NDJSON, one record per line')
    .requiredOption('--records <n>', 'number of records (1 to 1,000,000)')
    .option('--out <file>', 'where to write it', DEFAULT_CORPUS_FILE)
    .action(async (opts: { records: string; out: string }, cmd: Command) => {
      try {
        await runDemoSeed({ records: opts.records, out: opts.out, log: (msg) => console.log(msg) });
      } catch (err) {
        if (err instanceof DemoSeedError) cmd.error(`error: ${err.message}`, { exitCode: 2, code: 'gkn.demo.seed' });
        throw err;
      }
    });

  demo
    .command('serve')
    .description('start the demo upstream alone and print its URLs (for a product started elsewhere)')
    .option('--port <n>', 'port to listen on (0 = any free port)', '4010')
    .addOption(new Option('--host <host>', 'interface to listen on').default('127.0.0.1'))
    .option('--sites-dir <dir>', 'directory of the site files', 'sites')
    .option('--corpus <file>', 'serve this NDJSON corpus (from `gkn demo seed`) instead of the default records')
    .action(async (opts: { port: string; host: string; sitesDir: string; corpus?: string }, cmd: Command) => {
      let port: number;
      try {
        port = parsePort(opts.port);
      } catch (err) {
        return cmd.error(`error: ${(err as Error).message}`, { exitCode: 2, code: 'gkn.demo.port' });
      }
      const upstream = await startDemoUpstream({
        port,
        host: opts.host,
        sitesDir: resolve(opts.sitesDir),
        ...(opts.corpus ? { corpusFile: resolve(opts.corpus) } : {}),
        log: (msg) => console.error(msg),
      });
      console.log(`CMS_BASE_URL=${upstream.cmsBaseUrl}`);
      console.log(`SEARCH_BASE_URL=${upstream.searchBaseUrl}`);
      console.log(`KNOWLEDGE_INDEX_URL=${upstream.knowledgeIndexUrl}`);
      console.log(`faults: POST ${upstream.url}/__demo/faults {"target":"cms","fault":{"kind":"down"}}`);
      const stop = () => {
        void upstream.close().finally(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
