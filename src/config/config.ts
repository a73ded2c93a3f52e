import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envSchema, type Env } from './env-schema.js';

// The product's configuration, from the environment variables of env-schema.ts (where each is
// described): parsed, checked together, and shaped for the code that uses it.

/** The markers of a secret copied from an example file (docker-compose.yml's defaults among them). */
const PLACEHOLDER_SECRET = /change-?me|placeholder|example|^(.)\1+$/i;

export interface UpstreamUrls {
  cmsBaseUrl: string;
  searchBaseUrl: string;
  knowledgeIndexUrl: string;
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  logLevel: Env['LOG_LEVEL'];
  /** pretty, json, or auto: pretty on a terminal (src/server/observability/log-format.ts). */
  logFormat: Env['LOG_FORMAT'];
  sitesDir: string;
  publicDir: string;
  distDir: string;
  /** null = demo mode: start the embedded demo upstream and use its URLs. */
  upstreams: UpstreamUrls | null;
  redisUrl: string | undefined;
  /** Rendered pages' own Redis; undefined = pages share redisUrl's server. */
  redisPagesUrl: string | undefined;
  upstreamTimeoutMs: number;
  /** Bounds on what a client may hold (src/server/http/client-limits.ts). */
  clientLimits: ClientLimits;
  /** SIGTERM: open requests finish within this, or are cut off and the exit code is 1. */
  shutdownTimeoutMs: number;
  pageCacheTtlS: number;
  /** Resized CMS images on disk, and their byte budget (src/server/image-variants/). */
  imageVariants: { dir: string; maxBytes: number };
  upstreamCacheTtlS: number;
  memoryCacheBytes: number;
  devSite: string | undefined;
  /** `gkn dev` live reload: an event stream and a script tag in every page. */
  devReload: boolean;
  /** The map banner's tile URL template ({z}/{x}/{y}) and attribution text. */
  mapTileUrl: string;
  mapTileAttribution: string;
  /** Form forwarding targets; unset outside demo mode = the form answers 'failed' (logged). */
  newsletterUrl: string | undefined;
  contactUrl: string | undefined;
  formSecret: string | undefined;
  /** Form posts allowed per client address and per e-mail address within windowS, per form. */
  formLimits: { windowS: number; perAddress: number; perEmail: number };
  /** Logins started per client address within the window (src/server/middleware/login-start-limit.ts). */
  loginLimits: { windowS: number; perAddress: number };
  /** Comments allowed per user and per client address within windowS. */
  commentLimits: { windowS: number; perUser: number; perAddress: number };
  /** Signs POST /api/revalidate; undefined = the webhook is off (503). */
  revalidateSecret: string | undefined;
  /** The edge caches the webhook purges by surrogate key; null = no edge cache to purge. */
  edgePurge: EdgePurgeConfig | null;
  /**
   * Express 'trust proxy': whose X-Forwarded-Host/-Proto/-For count (the site, HSTS, client
   * address in logs), applied once per request (src/server/middleware/request-address.ts).
   */
  trustProxy: number | string;
  /** Where Prometheus metrics are served; undefined = not at all. Never on the sites' port. */
  metricsPort: number | undefined;
  metricsHost: string;
  /** The OpenID Connect login; null = no login (every visitor is anonymous). */
  oidc: OidcConfig | null;
  session: SessionConfig;
  ai: AiConfig;
  preview: PreviewConfig;
}

export interface PreviewConfig {
  /** Signs and checks preview links; undefined = every link is refused. */
  secret: string | undefined;
  /** Origins that may frame /preview (CSP frame-ancestors); empty = none. */
  frameAncestors: string[];
  /** Preview requests allowed per client address within windowS. */
  limits: { windowS: number; perAddress: number };
}

export interface AiConfig {
  /** An OpenAI-compatible chat-completions base URL (…/v1); undefined = the extractive answerer. */
  baseUrl: string | undefined;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
  /** Questions allowed per client address and site within windowS. */
  limits: { windowS: number; perAddress: number };
  /** Days stored questions are kept. */
  feedbackRetentionDays: number;
}

export interface EdgePurgeConfig {
  /** One purge URL per Varnish; each gets every purge. */
  urls: string[];
  /** Sent in X-Purge-Token; the VCL compares it with its EDGE_PURGE_SECRET. */
  secret: string;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The user API: the access token's resource (audience). */
  userApiUrl: string;
}

export interface SessionConfig {
  /** The first signs the cookie, every one is accepted; undefined = a random secret per process. */
  secrets: string[] | undefined;
  /** Secure cookie with the __Host- prefixed name (sites served over HTTPS). */
  secureCookie: boolean;
  /** Idle lifetime of a session, in seconds. */
  ttlS: number;
}

export interface ClientLimits {
  /** The request line and headers arrive within this. */
  headersTimeoutMs: number;
  /** The whole request (headers and body) arrives within this. */
  requestTimeoutMs: number;
  /** A body arrives within this once the headers are in. */
  bodyTimeoutMs: number;
  /** A larger declared body is refused (413) before it is read. */
  bodyLimitBytes: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined>, rootDir: string): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const upstreamVars = [e.CMS_BASE_URL, e.SEARCH_BASE_URL, e.KNOWLEDGE_INDEX_URL];
  const setCount = upstreamVars.filter(Boolean).length;
  if (setCount > 0 && setCount < upstreamVars.length) {
    throw new ConfigError(['CMS_BASE_URL, SEARCH_BASE_URL, KNOWLEDGE_INDEX_URL: set all three, or none for demo mode']);
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError([
      'HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS (the headers are part of the request)',
    ]);
  }
  const oidcVars = {
    OIDC_ISSUER: e.OIDC_ISSUER,
    OIDC_CLIENT_ID: e.OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET: e.OIDC_CLIENT_SECRET,
    USER_API_URL: e.USER_API_URL,
  };
  const missingOidc = Object.entries(oidcVars)
    .filter(([, v]) => v === undefined)
    .map(([name]) => name);
  if (missingOidc.length > 0 && missingOidc.length < 4) {
    throw new ConfigError([
      `${missingOidc.join(', ')}: missing; the login needs OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and USER_API_URL together (or none: no login)`,
    ]);
  }
  if (Boolean(e.EDGE_PURGE_URLS) !== Boolean(e.EDGE_PURGE_SECRET)) {
    throw new ConfigError([
      'EDGE_PURGE_URLS, EDGE_PURGE_SECRET: set both (an edge takes only authenticated purges), or neither',
    ]);
  }
  // A secret copied from an example file is no secret: refused where it would guard real drafts.
  if (e.NODE_ENV === 'production' && e.PREVIEW_SECRET && PLACEHOLDER_SECRET.test(e.PREVIEW_SECRET)) {
    throw new ConfigError(['PREVIEW_SECRET: is a placeholder (change-me, example…); set a random secret']);
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(["METRICS_PORT: must differ from PORT (metrics are never served on the sites' port)"]);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    sitesDir: e.SITES_DIR ?? `${rootDir}/sites`,
    publicDir: e.PUBLIC_DIR ?? `${rootDir}/public`,
    distDir: `${rootDir}/dist`,
    upstreams:
      setCount === 0
        ? null
        : {
            cmsBaseUrl: e.CMS_BASE_URL!.replace(/\/$/, ''),
            // {search base}{scope}: the base keeps (or gains) its trailing slash (requirements §7).
            searchBaseUrl: e.SEARCH_BASE_URL!.endsWith('/') ? e.SEARCH_BASE_URL! : `${e.SEARCH_BASE_URL}/`,
            knowledgeIndexUrl: e.KNOWLEDGE_INDEX_URL!.replace(/\/$/, ''),
          },
    redisUrl: e.REDIS_URL,
    redisPagesUrl: e.REDIS_PAGES_URL,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    clientLimits: {
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      bodyTimeoutMs: e.BODY_TIMEOUT_MS,
      bodyLimitBytes: e.BODY_LIMIT_KB * 1024,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    pageCacheTtlS: e.PAGE_CACHE_TTL_S,
    imageVariants: {
      dir: e.IMAGE_VARIANT_DIR ?? join(tmpdir(), 'gkn-image-variants'),
      maxBytes: e.IMAGE_VARIANT_MB * 1024 * 1024,
    },
    upstreamCacheTtlS: e.UPSTREAM_CACHE_TTL_S,
    memoryCacheBytes: e.MEMORY_CACHE_MB * 1024 * 1024,
    devSite: e.DEV_SITE,
    devReload: e.DEV_RELOAD,
    mapTileUrl: e.MAP_TILE_URL,
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION,
    newsletterUrl: e.NEWSLETTER_URL,
    contactUrl: e.CONTACT_URL,
    formSecret: e.FORM_SECRET,
    formLimits: {
      windowS: e.FORM_LIMIT_WINDOW_S,
      perAddress: e.FORM_LIMIT_PER_ADDRESS,
      perEmail: e.FORM_LIMIT_PER_EMAIL,
    },
    loginLimits: { windowS: e.LOGIN_LIMIT_WINDOW_S, perAddress: e.LOGIN_LIMIT_PER_ADDRESS },
    commentLimits: {
      windowS: e.COMMENT_LIMIT_WINDOW_S,
      perUser: e.COMMENT_LIMIT_PER_USER,
      perAddress: e.COMMENT_LIMIT_PER_ADDRESS,
    },
    revalidateSecret: e.REVALIDATE_SECRET,
    edgePurge:
      e.EDGE_PURGE_URLS && e.EDGE_PURGE_SECRET ? { urls: e.EDGE_PURGE_URLS, secret: e.EDGE_PURGE_SECRET } : null,
    trustProxy: /^\d+$/.test(e.TRUST_PROXY) ? Number(e.TRUST_PROXY) : e.TRUST_PROXY,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    oidc:
      missingOidc.length > 0
        ? null
        : {
            issuer: e.OIDC_ISSUER!,
            clientId: e.OIDC_CLIENT_ID!,
            clientSecret: e.OIDC_CLIENT_SECRET!,
            userApiUrl: e.USER_API_URL!,
          },
    session: {
      secrets: e.SESSION_SECRET,
      secureCookie: e.SESSION_COOKIE_SECURE ?? e.NODE_ENV === 'production',
      ttlS: e.SESSION_TTL_S,
    },
    ai: {
      baseUrl: e.AI_BASE_URL?.replace(/\/$/, ''),
      model: e.AI_MODEL,
      apiKey: e.AI_API_KEY,
      timeoutMs: e.AI_TIMEOUT_MS,
      limits: { windowS: e.AI_LIMIT_WINDOW_S, perAddress: e.AI_LIMIT_PER_ADDRESS },
      feedbackRetentionDays: e.AI_FEEDBACK_RETENTION_DAYS,
    },
    preview: {
      secret: e.PREVIEW_SECRET,
      frameAncestors: e.PREVIEW_FRAME_ANCESTORS,
      limits: { windowS: e.PREVIEW_LIMIT_WINDOW_S, perAddress: e.PREVIEW_LIMIT_PER_ADDRESS },
    },
  };
}
