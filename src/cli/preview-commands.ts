import { Command, InvalidArgumentError } from 'commander';
import { loadSiteRegistry } from '../sites/site-registry.js';
import { isPreviewPath } from '../upstream/cms/preview-target.js';
import {
  DEFAULT_PREVIEW_MINUTES,
  MAX_PREVIEW_MINUTES,
  PREVIEW_SCOPE,
  signPreviewLink,
} from '../server/preview/preview-link.js';
import { configFromEnv, type Environment } from './load-config.js';

// `gkn preview link`: the signed preview link a CMS makes (docs/architecture.md §7 "Preview"), for
// an editor at a terminal. Signed with PREVIEW_SECRET, as the server that checks it.

function parseMinutes(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_PREVIEW_MINUTES)
    throw new InvalidArgumentError(`a whole number of minutes from 1 to ${MAX_PREVIEW_MINUTES}`);
  return n;
}

function parsePath(value: string): string {
  const path = value.startsWith('/') ? value : `/${value}`;
  if (!isPreviewPath(path))
    throw new InvalidArgumentError('a path of the site such as /nieuws/x: letters, digits and ._~- between slashes');
  return path;
}

export function registerPreviewCommands(program: Command, env: Environment): void {
  const preview = program.command('preview').description('signed preview links of unpublished content');
  preview
    .command('link')
    .description('print a signed link that shows the draft of one page of a site (needs PREVIEW_SECRET)')
    .requiredOption('--site <id>', 'the site the page belongs to')
    .requiredOption('--path <path>', 'the page, as a path of the site (/ for its home)', parsePath)
    .option('--minutes <n>', 'how long the link works', parseMinutes, DEFAULT_PREVIEW_MINUTES)
    .option(
      '--host <host>',
      'the host in the link, any host of the site (the link works on each); default: its production host, else <id>.localhost',
    )
    .action((opts: { site: string; path: string; minutes: number; host?: string }) => {
      const config = configFromEnv(env, { LOG_LEVEL: env.LOG_LEVEL ?? 'warn' });
      if (!config.preview.secret) {
        console.error('PREVIEW_SECRET is not set: the link must be signed with the secret the server checks');
        process.exit(2);
      }
      const site = loadSiteRegistry(config.sitesDir, config.publicDir).byId(opts.site);
      if (!site) {
        console.error(`unknown site "${opts.site}" (see \`gkn site list\`)`);
        process.exit(1);
      }
      const hosts = site.config.hosts;
      const localHost = `${site.config.id}.localhost`;
      if (opts.host && opts.host !== localHost && !hosts.some((h) => h.name === opts.host)) {
        console.error(`${opts.host} is not a host of ${site.config.id} (see \`gkn site list\`)`);
        process.exit(1);
      }
      const host = opts.host ?? hosts.find((h) => h.environment === 'production')?.name ?? localHost;
      const origin = host === localHost ? `http://${host}:${config.port}` : `https://${host}`;
      const exp = Math.floor(Date.now() / 1000) + opts.minutes * 60;
      const query = signPreviewLink(
        { site: site.config.id, path: opts.path, scope: PREVIEW_SCOPE, exp },
        config.preview.secret,
      );
      console.log(`${origin}/preview?${query}`);
    });
}
