import { Command, InvalidArgumentError } from 'commander';
import { pagePathPrefix, sitePrefix } from '../cache/cache-keys.js';
import { createCacheStore } from '../cache/create-store.js';
import { localeFor } from '../app/i18n/locale.js';
import { loadSiteRegistry, type Site } from '../sites/site-registry.js';
import { createLogger } from '../server/observability/logger.js';
import { startServer } from '../server/start-server.js';
import { HttpGetError } from './http-get.js';
import { parseServerUrl, warmSite } from './cache-warm.js';
import { configFromEnv, type Environment } from './load-config.js';
import { withUpstreams } from './demo-mode.js';

function siteOrExit(env: Environment, id: string): { site: Site; config: ReturnType<typeof configFromEnv> } {
  const config = configFromEnv(env, { LOG_LEVEL: env.LOG_LEVEL ?? 'warn' });
  const site = loadSiteRegistry(config.sitesDir, config.publicDir).byId(id);
  if (!site) {
    console.error(`unknown site "${id}" (see \`gkn site list\`)`);
    process.exit(1);
  }
  return { site, config };
}

function parseSeconds(value: string): number {
  const n = Number(value);
  if (!(n > 0 && n <= 3600)) throw new InvalidArgumentError('a number of seconds, more than 0');
  return n;
}

export function registerCacheCommands(program: Command, env: Environment): void {
  const cache = program.command('cache').description('warm or purge the shared cache (Redis, via REDIS_URL)');

  cache
    .command('warm')
    .description('load the menu, footer, home and every page the menu links to into the cache')
    .requiredOption('--site <id>', 'the site to warm')
    .option('--url <url>', 'warm a running server at this URL over HTTP instead (any cache store)')
    .option(
      '--host <host>',
      "the host the pages are asked for (pages are cached per host); default: the site's first production host, else <id>.localhost",
    )
    .option('--timeout <seconds>', 'how long one page may take', parseSeconds, 30)
    .action(async (opts: { site: string; url?: string; host?: string; timeout: number }) => {
      const server = opts.url === undefined ? null : parseServerUrl(opts.url);
      if (server && 'error' in server) {
        console.error(server.error);
        process.exit(2);
      }
      const { site, config } = siteOrExit(env, opts.site);
      // Cached pages are kept per host (an acceptance host's differ): warm the one visitors use.
      const host =
        opts.host ??
        site.config.hosts.find((h) => h.environment === 'production')?.name ??
        `${site.config.id}.localhost`;
      const warm = async (baseUrl: string) => {
        try {
          const { failed } = await warmSite(site, baseUrl, host, opts.timeout * 1000);
          process.exitCode = failed.length > 0 ? 1 : 0;
        } catch (error) {
          if (!(error instanceof HttpGetError)) throw error;
          console.error(`cannot warm ${site.config.id}: ${error.message}`);
          process.exitCode = 1;
        }
      };
      if (server) return warm(server.url);
      if (!config.redisUrl) {
        console.error(
          'REDIS_URL is not set: an in-memory cache lives in the serving process only. Use --url http://host:port to warm a running server.',
        );
        process.exit(1);
      }
      if (!config.upstreams) {
        // A demo started here would die with this command, and the pages warmed against it
        // would name its address in a shared cache: warm the serving process instead.
        console.error(
          'No upstream URLs: warming against a short-lived demo would cache pages that point at it. Use --url http://host:port to warm a running server.',
        );
        process.exit(1);
      }
      const serving = await withUpstreams(config, () => {});
      const running = await startServer(
        { ...serving.config, port: 0, host: '127.0.0.1' },
        createLogger({ logLevel: 'warn', logFormat: config.logFormat }),
      );
      try {
        await warm(`http://127.0.0.1:${running.port}`);
      } finally {
        await running.close();
        await serving.demo?.close();
      }
    });

  cache
    .command('purge')
    .description("remove a site's cached pages and upstream data, or one path's pages")
    .requiredOption('--site <id>', 'the site to purge')
    .option('--path <path>', 'only this page path, e.g. /over-ons (every query variant)')
    .action(async (opts: { site: string; path?: string }) => {
      const { site, config } = siteOrExit(env, opts.site);
      if (!config.redisUrl) {
        console.error(
          'REDIS_URL is not set: an in-memory cache lives in the serving process only; restart it to empty it.',
        );
        process.exit(1);
      }
      if (opts.path !== undefined && !/^\/[^\s]*$/.test(opts.path)) {
        console.error(`--path must start with / (got "${opts.path}")`);
        process.exit(1);
      }
      const logger = createLogger({ logLevel: 'warn', logFormat: config.logFormat });
      const store = createCacheStore({
        redisUrl: config.redisUrl,
        pagesRedisUrl: config.redisPagesUrl,
        logger,
        memoryBytes: 1024 * 1024,
      });
      try {
        const prefix = opts.path
          ? pagePathPrefix(site.config.id, localeFor(site.config.site.language, opts.path), opts.path)
          : sitePrefix(site.config.id);
        const removed = await store.purgePrefix(prefix);
        console.log(
          `${site.config.id}: ${removed} cache entr${removed === 1 ? 'y' : 'ies'} purged${opts.path ? ` for ${opts.path}` : ''}`,
        );
      } finally {
        await store.close();
      }
    });
}
