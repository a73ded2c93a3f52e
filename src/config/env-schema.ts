import { z } from 'zod';
import { parseRedisAddress } from './redis-address.js';

// Every environment variable the product reads, in one schema, each with its documentation:
// `gkn config` prints it and docs/configuration.md is generated from it (`npm run docs:config`).
// Nothing else reads process.env. Upstream base URLs unset = demo mode (the embedded demo upstream).

declare module 'zod' {
  interface GlobalMeta {
    /** The heading an option is listed under (docs/configuration.md, `gkn config`). */
    group?: string;
    /** The default in words, where it is not one value of the schema (derived, or "unset = …"). */
    defaultText?: string;
    /** Never printed: `gkn config --values` shows whether it is set, not what it is. */
    secret?: boolean;
  }
}

const optionalUrl = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
);
// One server, a Sentinel-managed primary or a Cluster (src/config/redis-address.ts).
const optionalRedisUrl = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .check((ctx) => {
      const address = parseRedisAddress(ctx.value);
      if ('error' in address) ctx.issues.push({ code: 'custom', message: address.error, input: ctx.value });
    })
    .optional(),
);
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).max(500).optional());
const optionalSecret = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
);
const portError = { error: 'must be a port number from 0 to 65535' };
const port = z.coerce.number(portError).int(portError).min(0, portError).max(65535, portError);
const positiveMs = z.coerce.number().int().min(1).max(600_000);
const windowS = z.coerce.number().int().min(1).max(86_400);
const count = z.coerce.number().int().min(1).max(100_000);

const SERVER = 'Server';
const UPSTREAMS = 'Upstreams';
const CACHE = 'Cache and Redis';
const CLIENT_LIMITS = 'Client limits and shutdown';
const FORMS = 'Forms, comments and rate limits';
const LOGIN = 'Login';
const PUBLISHING = 'Publishing, the edge and previews';
const AI = 'AI search';
const DEVELOPMENT = 'Development';

export const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .meta({
      group: SERVER,
      defaultText:
        '`production` when `bin/gkn` runs a build (after `npm run build`); `development` from the sources and in `gkn dev`',
      description:
        '`production` hides the list of served hosts on an unknown host, requires the secrets of a production ' +
        "install (docs/operations.md) and, on requests that arrived over HTTPS, sends HSTS and the CSP's " +
        '`upgrade-insecure-requests`. A value you set wins.',
    }),
  PORT: port.default(3000).meta({ group: SERVER, description: 'The port the sites are served on (`--port` wins).' }),
  HOST: z
    .string()
    .regex(/^(?:[0-9a-f:.]+|[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)$/i, {
      error: 'must be an IP address or a host name, e.g. 0.0.0.0 or 127.0.0.1',
    })
    .default('0.0.0.0')
    .meta({
      group: SERVER,
      description: 'The address to listen on: an IP address or a host name of this machine (`--host` wins).',
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').meta({
    group: SERVER,
    description:
      'The lowest pino level written. Each answered request is one line: `info`, a 4xx `warn`, a 5xx `error`.',
  }),
  LOG_FORMAT: z
    .enum(['auto', 'pretty', 'json'])
    .default('auto')
    .meta({
      group: SERVER,
      description:
        'How log lines are written: `json` is one pino JSON object per line (for a log collector), `pretty` ' +
        'one readable line per request for a person; `auto` is pretty when standard output is a terminal, ' +
        'JSON otherwise.',
    }),
  SITES_DIR: z
    .string()
    .min(1)
    .optional()
    .meta({ group: SERVER, defaultText: '`sites/`', description: 'Where the site files (`<id>.json`) are read.' }),
  PUBLIC_DIR: z
    .string()
    .min(1)
    .optional()
    .meta({ group: SERVER, defaultText: '`public/`', description: 'Where the static files and logos are read.' }),
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|[0-9a-f.:/,\s]+|(loopback|linklocal|uniquelocal)(,\s*[\w.:/]+)*)$/i, {
      error:
        "must be a hop count or a comma-separated list of addresses, subnets or 'loopback', 'linklocal', 'uniquelocal'",
    })
    .default('loopback')
    .meta({
      group: SERVER,
      description:
        'Whose `X-Forwarded-Host`/`-Proto`/`-For` count (Express `trust proxy`), read once per request: from a ' +
        'trusted proxy they pick the site and HTTPS, from anyone else they are ignored. A hop count, or a ' +
        "comma-separated list of addresses and subnets (`10.0.0.0/8`, 'loopback', 'uniquelocal'): your load balancer.",
    }),
  METRICS_PORT: z
    .preprocess((v) => (v === '' ? undefined : v), port.optional())
    .meta({
      group: SERVER,
      defaultText: 'unset (no metrics)',
      description:
        'Prometheus metrics at `http://METRICS_HOST:METRICS_PORT/metrics`, a listener of their own, never on the ' +
        "sites' port (there `/metrics` is a 404). With `--workers` a scrape answers from one worker.",
    }),
  METRICS_HOST: z.string().min(1).default('127.0.0.1').meta({
    group: SERVER,
    description: 'The address the metrics listener binds: where only your scraper reaches it.',
  }),
  CMS_BASE_URL: optionalUrl.meta({
    group: UPSTREAMS,
    defaultText: 'unset (demo mode)',
    description:
      'The CMS. The three upstream URLs are set together or not at all; none: `gkn serve` starts the embedded ' +
      'demo upstream (development install only).',
  }),
  SEARCH_BASE_URL: optionalUrl.meta({
    group: UPSTREAMS,
    defaultText: 'unset (demo mode)',
    description: 'The search service (with `CMS_BASE_URL` and `KNOWLEDGE_INDEX_URL`, or none of them).',
  }),
  KNOWLEDGE_INDEX_URL: optionalUrl.meta({
    group: UPSTREAMS,
    defaultText: 'unset (demo mode)',
    description: 'The knowledge index (with `CMS_BASE_URL` and `SEARCH_BASE_URL`, or none of them).',
  }),
  UPSTREAM_TIMEOUT_MS: positiveMs
    .default(3000)
    .meta({ group: UPSTREAMS, description: 'The hard timeout of each upstream call.' }),
  NEWSLETTER_URL: optionalUrl.meta({
    group: UPSTREAMS,
    defaultText: "unset (demo mode: the demo's)",
    description:
      'Where newsletter sign-ups and search alerts are forwarded (POST JSON, docs/upstream-contracts.md §5); ' +
      'unset outside demo mode: the form answers that it failed.',
  }),
  CONTACT_URL: optionalUrl.meta({
    group: UPSTREAMS,
    defaultText: "unset (demo mode: the demo's)",
    description: 'Where contact messages are forwarded (POST JSON, docs/upstream-contracts.md §5).',
  }),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+\{z\}[^\s]*$/, { error: 'must be an http(s) URL template with {z}, {x} and {y}' })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .meta({
      group: UPSTREAMS,
      description:
        "The dossier map banner's tile layer (a `{z}/{x}/{y}` template); its origin is allowed in the CSP. " +
        'The list and markers work when tiles cannot load.',
    }),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .max(300)
    .default('© OpenStreetMap')
    .meta({ group: UPSTREAMS, description: "The tile layer's attribution text." }),
  REDIS_URL: optionalRedisUrl.meta({
    group: CACHE,
    defaultText: 'unset (in-memory, one instance)',
    description:
      'The shared Redis for upstream data, sessions, rate limits and used webhook signatures, and for pages ' +
      'unless `REDIS_PAGES_URL`: `redis://host:port[/db]` (`rediss://` for TLS), ' +
      '`redis-sentinel://host:port,host:port/<primary name>[/db]` (follows a failover) or ' +
      '`redis-cluster://host:port,host:port`; a password as `…://:password@…`.',
  }),
  REDIS_PAGES_URL: optionalRedisUrl.meta({
    group: CACHE,
    defaultText: "unset (pages share `REDIS_URL`'s server)",
    description:
      'A Redis of its own for rendered pages (its own maxmemory), so a flood of pages never evicts the upstream ' +
      'data (docs/operations.md "Redis sizing").',
  }),
  PAGE_CACHE_TTL_S: z.coerce.number().int().min(0).max(86_400).default(60).meta({
    group: CACHE,
    description: "How long an anonymous page is cached (the edge's `s-maxage` too); `0` turns the page cache off.",
  }),
  UPSTREAM_CACHE_TTL_S: z.coerce.number().int().min(0).max(86_400).default(300).meta({
    group: CACHE,
    description: 'How long cached upstream JSON is fresh; it is served stale 12 times longer while it is refreshed.',
  }),
  MEMORY_CACHE_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(4096)
    .default(64)
    .meta({
      group: CACHE,
      description:
        'The in-process cache budget: half for pages, half for upstream data, each evicting only its own; it ' +
        'counts what an entry costs the process (a page with its compressed bodies, JSON with its parsed copy).',
    }),
  IMAGE_VARIANT_DIR: z
    .string()
    .min(1)
    .optional()
    .meta({
      group: CACHE,
      defaultText: '`gkn-image-variants` in the system temporary directory',
      description:
        'Where resized CMS images (AVIF, WebP and the original format at the widths the layouts use) are ' +
        'kept on disk, made once per source, width and format (docs/decisions/025-responsive-images.md).',
    }),
  IMAGE_VARIANT_MB: z.coerce.number().int().min(1).max(100_000).default(512).meta({
    group: CACHE,
    description: 'The byte budget of IMAGE_VARIANT_DIR: past it the least recently served variants are deleted first.',
  }),
  HEADERS_TIMEOUT_MS: positiveMs.default(10_000).meta({
    group: CLIENT_LIMITS,
    description:
      "A client's request line and headers arrive within this, or it gets a 408 and its connection is closed. " +
      'At most `REQUEST_TIMEOUT_MS`.',
  }),
  REQUEST_TIMEOUT_MS: positiveMs.default(30_000).meta({
    group: CLIENT_LIMITS,
    description: 'A whole request (headers and body) arrives within this, or 408 and the connection is closed.',
  }),
  BODY_TIMEOUT_MS: positiveMs.default(10_000).meta({
    group: CLIENT_LIMITS,
    description: 'A request body arrives within this once its headers are in, or 408 and the connection is closed.',
  }),
  BODY_LIMIT_KB: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_240)
    .default(64)
    .meta({
      group: CLIENT_LIMITS,
      description:
        'A declared body over this is refused with 413 before it is read (the form routes and the API hold ' +
        'theirs to 16 KB, the CMS webhook to 8 KB).',
    }),
  KEEP_ALIVE_TIMEOUT_MS: positiveMs.default(65_000).meta({
    group: CLIENT_LIMITS,
    description:
      "An idle keep-alive connection is closed after this; keep it longer than your load balancer's idle " +
      'timeout, or it sees resets.',
  }),
  SHUTDOWN_TIMEOUT_MS: positiveMs.default(10_000).meta({
    group: CLIENT_LIMITS,
    description:
      'On SIGTERM or SIGINT, how long open requests get to finish; requests still open then are cut off and ' +
      'the exit code is 1.',
  }),
  FORM_SECRET: optionalSecret.meta({
    group: FORMS,
    secret: true,
    defaultText: 'random per process; required to serve in production',
    description:
      'Signs the form tokens (at least 32 characters, e.g. `openssl rand -hex 32`; ' +
      'docs/decisions/005-forms-signed-token-and-origin.md). Give every instance the same one.',
  }),
  FORM_LIMIT_WINDOW_S: windowS.default(600).meta({
    group: FORMS,
    description: 'The window of the newsletter and contact form limits (each form counted on its own).',
  }),
  FORM_LIMIT_PER_ADDRESS: count.default(20).meta({
    group: FORMS,
    description:
      'Form posts per client address within the window; past it a 429 with `Retry-After` and a message in the ' +
      "page's language. Counted in Redis when `REDIS_URL` is set (all instances together), else per instance.",
  }),
  FORM_LIMIT_PER_EMAIL: count.default(5).meta({
    group: FORMS,
    description: 'Form posts per e-mail address within the window.',
  }),
  COMMENT_LIMIT_WINDOW_S: windowS.default(600).meta({
    group: FORMS,
    description: 'The window of the comment limits (`POST /api/comments`).',
  }),
  COMMENT_LIMIT_PER_USER: count.default(10).meta({
    group: FORMS,
    description: 'Comments per logged-in user within the window; past it a 429 with `Retry-After`.',
  }),
  COMMENT_LIMIT_PER_ADDRESS: count.default(30).meta({
    group: FORMS,
    description: 'Comments per client address within the window.',
  }),
  LOGIN_LIMIT_WINDOW_S: windowS.default(600).meta({
    group: FORMS,
    description: 'The window of the login-start limit.',
  }),
  LOGIN_LIMIT_PER_ADDRESS: count.default(30).meta({
    group: FORMS,
    description:
      'Logins started (`GET /auth/login`) per client address within the window; past it a 429 page with ' +
      '`Retry-After`.',
  }),
  OIDC_ISSUER: optionalUrl.meta({
    group: LOGIN,
    defaultText: 'unset (no login)',
    description:
      'The OpenID Connect provider of the login. `OIDC_ISSUER`, `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET` and ' +
      '`USER_API_URL` are set together or not at all; none: nobody can log in (in demo mode the demo runs its ' +
      'own provider). A provider that is down at start stops nothing: discovery is retried.',
  }),
  OIDC_CLIENT_ID: optionalText.meta({
    group: LOGIN,
    defaultText: 'unset (no login)',
    description: 'Our client id at the provider.',
  }),
  OIDC_CLIENT_SECRET: optionalText.meta({
    group: LOGIN,
    secret: true,
    defaultText: 'unset (no login)',
    description: 'Our client secret at the provider; a placeholder is refused in production.',
  }),
  USER_API_URL: optionalUrl.meta({
    group: LOGIN,
    defaultText: 'unset (no login)',
    description: 'The user API (bookmarks, comments) the access tokens are for.',
  }),
  SESSION_SECRET: z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .transform((v) => v.split(',').map((s) => s.trim()))
        .pipe(z.array(z.string().min(32, { error: 'each secret must be at least 32 characters' })))
        .optional(),
    )
    .meta({
      group: LOGIN,
      secret: true,
      defaultText: 'random per process; required to serve in production with a login',
      description:
        'Signs the session cookie and seals the login-in-progress cookie: a comma-separated list, each at least ' +
        '32 characters; the first signs, all are accepted (add the new one first, drop the old one a session ' +
        'lifetime later). Give every instance the same list.',
    }),
  SESSION_COOKIE_SECURE: z
    .stringbool()
    .optional()
    .meta({
      group: LOGIN,
      defaultText: '`true` under `NODE_ENV=production`, else `false`',
      description:
        'The sites are served over HTTPS: the session cookie is `Secure` and named `__Host-gkn.sid` (else ' +
        '`gkn.sid`). Set `false` only for a production install served over plain HTTP (a test rig).',
    }),
  SESSION_TTL_S: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 86_400)
    .default(8 * 3600)
    .meta({
      group: LOGIN,
      description:
        "How long a session lives unused; each request that uses it extends it. Sessions live in `REDIS_URL`'s " +
        "Redis, without it in the process's memory.",
    }),
  REVALIDATE_SECRET: optionalSecret.meta({
    group: PUBLISHING,
    secret: true,
    defaultText: 'unset (the webhook answers 503)',
    description:
      'Signs the CMS publish webhook `POST /api/revalidate`, which drops cached pages and CMS content on every ' +
      'instance (at least 32 characters; a replayed signature is a 409; docs/upstream-contracts.md §6).',
  }),
  EDGE_PURGE_URLS: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? v.split(',').map((u) => u.trim()) : undefined),
      z.array(z.url({ protocol: /^https?$/, error: 'must be a comma-separated list of http(s) URLs' })).optional(),
    )
    .meta({
      group: PUBLISHING,
      defaultText: 'unset (no edge cache to purge)',
      description:
        'The purge listeners of the edge caches (Varnish with `deploy/varnish/gkn.vcl`) the publish webhook ' +
        'purges by surrogate key, comma-separated (`http://varnish:6091/`). Set with `EDGE_PURGE_SECRET` or not at all.',
    }),
  EDGE_PURGE_SECRET: optionalSecret.meta({
    group: PUBLISHING,
    secret: true,
    defaultText: 'unset',
    description:
      "The token the edge caches check on a purge (at least 32 characters; the same value in varnishd's environment).",
  }),
  PREVIEW_SECRET: optionalSecret.meta({
    group: PUBLISHING,
    secret: true,
    defaultText: 'unset (every preview link is refused)',
    description:
      'Signs preview links, shared with the CMS and `gkn preview link` (at least 32 characters; a placeholder is ' +
      'refused in production; docs/decisions/022-signed-preview-links.md).',
  }),
  PREVIEW_FRAME_ANCESTORS: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? v.split(',').map((u) => u.trim()) : []),
      z.array(
        z.string().regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, {
          error: 'must be a comma-separated list of origins such as https://cms.example.nl',
        }),
      ),
    )
    .meta({
      group: PUBLISHING,
      defaultText: 'none',
      description: 'The CMS origins that may frame `/preview`, comma-separated (`https://cms.example.nl`).',
    }),
  PREVIEW_LIMIT_WINDOW_S: windowS
    .default(600)
    .meta({ group: PUBLISHING, description: 'The window of the preview limit.' }),
  PREVIEW_LIMIT_PER_ADDRESS: count.default(120).meta({
    group: PUBLISHING,
    description: 'Preview requests per client address within the window; past it a 429.',
  }),
  AI_BASE_URL: optionalUrl.meta({
    group: AI,
    defaultText: 'unset (the built-in extractive answer)',
    description:
      "The AI search's model: an OpenAI-compatible chat-completions base URL (`https://api.openai.com/v1` or a " +
      "local server's `/v1`), streamed. Unset: quoted sentences with citations, no model at all.",
  }),
  AI_MODEL: z
    .string()
    .min(1)
    .max(200)
    .default('gpt-4o-mini')
    .meta({ group: AI, description: 'The model asked at `AI_BASE_URL`.' }),
  AI_API_KEY: optionalText.meta({
    group: AI,
    secret: true,
    defaultText: 'unset',
    description: 'The key sent to `AI_BASE_URL`.',
  }),
  AI_TIMEOUT_MS: positiveMs.default(8000).meta({
    group: AI,
    description: 'Bounds the whole model answer; slower, failing or cut off: the extractive answer with a notice.',
  }),
  AI_LIMIT_WINDOW_S: windowS.default(600).meta({ group: AI, description: 'The window of the AI search limit.' }),
  AI_LIMIT_PER_ADDRESS: count.default(30).meta({
    group: AI,
    description:
      'Questions (and, counted apart, feedback votes) per client address and site within the window; past it ' +
      'a 429 with `Retry-After`.',
  }),
  AI_FEEDBACK_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(90)
    .meta({
      group: AI,
      description:
        'Days a question stored with feedback, or answered "not found", is kept for `gkn ai feedback` ' +
        '(e-mail addresses, phone numbers and postcodes removed).',
    }),
  DEV_SITE: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional()
    .meta({
      group: DEVELOPMENT,
      defaultText: 'unset',
      description: 'Set by `gkn dev` and `gkn site preview`: the one site that answers on any host.',
    }),
  DEV_RELOAD: z.stringbool().default(false).meta({
    group: DEVELOPMENT,
    description:
      'Set by `gkn dev`: every page gets a small script that reloads it when the server restarted after a rebuild.',
  }),
});

export type Env = z.infer<typeof envSchema>;
