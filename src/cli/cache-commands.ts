import { Command } from 'commander';
import { pagePathPrefix, sitePrefix } from '../cache/cache-keys.js';
import { createCacheStore } from '../cache/create-store.js';
import { localeFor } from '../app/i18n/locale.js';
import { loadSiteRegistry, type Site } from '../sites/site-registry.js';
import { createLogger } from '../server/logger.js';
import { startServer } from '../server/start-server.js';
import { httpGet } from './http-get.js';
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

/** Internal links of a page's HTML: the menu and footer of the home page name every section. */
export function internalLinks(html: string): string[] {
  const paths = new Set<string>();
  for (const match of html.matchAll(/<a [^>]*href="(\/[^"#?]*)"/g)) {
    const path = match[1]!;
    if (!path.startsWith('//') && !path.startsWith('/assets/')) paths.add(path);
  }
  return [...paths];
}

async function warm(site: Site, baseUrl: string, host: string): Promise<number> {
  const home = await httpGet(`${baseUrl}/`, host);
  const paths = ['/', ...internalLinks(home.body).filter((p) => p !== '/')];
  let failed = 0;
  for (const [i, path] of paths.entries()) {
    const { status } = i === 0 ? home : await httpGet(`${baseUrl}${path}`, host);
    if (status >= 500) failed++;
    process.stdout.write(
      `\r${site.config.id}: ${i + 1}/${paths.length} pages warmed${failed ? `, ${failed} failed` : ''}`.padEnd(70),
    );
  }
  process.stdout.write('\n');
  return failed;
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
    .action(async (opts: { site: string; url?: string; host?: string }) => {
      const { site, config } = siteOrExit(env, opts.site);
      // Cached pages are kept per host (an acceptance host's differ): warm the one visitors use.
      const host =
        opts.host ??
        site.config.hosts.find((h) => h.environment === 'production')?.name ??
        `${site.config.id}.localhost`;
      if (opts.url) {
        process.exitCode = (await warm(site, opts.url.replace(/\/$/, ''), host)) ? 1 : 0;
        return;
      }
      if (!config.redisUrl) {
        console.error(
          'REDIS_URL is not set: an in-memory cache lives in the serving process only. Use --url http://host:port to warm a running server.',
        );
        process.exit(1);
      }
      const serving = await withUpstreams(config, () => {});
      const server = await startServer(
        { ...serving.config, port: 0, host: '127.0.0.1' },
        createLogger({ logLevel: 'warn' }),
      );
      try {
        process.exitCode = (await warm(site, `http://127.0.0.1:${server.port}`, host)) ? 1 : 0;
      } finally {
        await server.close();
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
      const logger = createLogger({ logLevel: 'warn' });
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
