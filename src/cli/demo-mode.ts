import type { Config, UpstreamUrls } from '../config/config.js';
import type { DemoUpstream, DemoUpstreamOptions } from '../demo/demo-server.js';
import type { DemoIdentity, DemoIdentityOptions } from '../demo/identity/start.js';
import { DevelopmentInstallMissing, importFromSources } from './development-sources.js';

// Demo mode: with no upstream URLs configured, the CLI starts the demo upstream (development
// install only) and gives the server its URLs, as it would give it production's; with no login
// configured either, also the demo identity provider and user API.

export const NO_UPSTREAMS =
  'No upstream URLs: set CMS_BASE_URL, SEARCH_BASE_URL and KNOWLEDGE_INDEX_URL, or use the development install (npm ci with dev dependencies) for the demo upstream';

/** The demo upstream from the TypeScript sources; throws DevelopmentInstallMissing in a production install. */
export async function startDemo(options: DemoUpstreamOptions = {}): Promise<DemoUpstream> {
  const { startDemoUpstream } =
    await importFromSources<typeof import('../demo/demo-server.js')>('src/demo/demo-server.ts');
  return startDemoUpstream(options);
}

/** The demo upstream, with its identity provider and user API when the config names no login. */
export type DemoServices = DemoUpstream & { identity: DemoIdentity | null };

/** The demo identity provider and user API from the TypeScript sources (development install only). */
export async function startIdentity(options: DemoIdentityOptions = {}): Promise<DemoIdentity> {
  const { startDemoIdentity } =
    await importFromSources<typeof import('../demo/identity/start.js')>('src/demo/identity/start.ts');
  return startDemoIdentity(options);
}

/** The demo's upstream URLs, its form services and its login where the config names none. */
export function demoEnv(demo: DemoServices, config: Config): Record<string, string> {
  const identity = !config.oidc ? demo.identity : null;
  return {
    ...(identity && {
      OIDC_ISSUER: identity.issuer,
      OIDC_CLIENT_ID: identity.clientId,
      OIDC_CLIENT_SECRET: identity.clientSecret,
      USER_API_URL: identity.userApiUrl,
    }),
    CMS_BASE_URL: demo.cmsBaseUrl,
    SEARCH_BASE_URL: demo.searchBaseUrl,
    KNOWLEDGE_INDEX_URL: demo.knowledgeIndexUrl,
    NEWSLETTER_URL: config.newsletterUrl ?? demo.newsletterUrl,
    CONTACT_URL: config.contactUrl ?? demo.contactUrl,
  };
}

export interface ServeConfig {
  /** The config with its upstreams set. */
  config: Config & { upstreams: UpstreamUrls };
  /** The demo upstream this process started, or null when the config named upstreams. */
  demo: DemoServices | null;
}

/**
 * The config as given when it names upstreams; otherwise the demo upstream is started and its
 * URLs filled in. In a production install without upstream URLs this ends the command with
 * exit code 2 and one line saying what to set.
 */
export async function withUpstreams(config: Config, log: (msg: string) => void): Promise<ServeConfig> {
  if (config.upstreams) return { config: { ...config, upstreams: config.upstreams }, demo: null };
  let demo: DemoUpstream;
  try {
    demo = await startDemo({ sitesDir: config.sitesDir, log });
  } catch (error) {
    if (!(error instanceof DevelopmentInstallMissing)) throw error;
    console.error(NO_UPSTREAMS);
    process.exit(2);
  }
  const identity = config.oidc ? null : await startIdentity({ redisUrl: config.redisUrl, log });
  const oidc = identity
    ? {
        issuer: identity.issuer,
        clientId: identity.clientId,
        clientSecret: identity.clientSecret,
        userApiUrl: identity.userApiUrl,
      }
    : config.oidc;
  return {
    config: {
      ...config,
      oidc,
      upstreams: {
        cmsBaseUrl: demo.cmsBaseUrl,
        searchBaseUrl: demo.searchBaseUrl,
        knowledgeIndexUrl: demo.knowledgeIndexUrl,
      },
      newsletterUrl: config.newsletterUrl ?? demo.newsletterUrl,
      contactUrl: config.contactUrl ?? demo.contactUrl,
    },
    demo: withIdentity(demo, identity),
  };
}

/** The demo upstream and its identity provider as one: closing it closes both. */
function withIdentity(demo: DemoUpstream, identity: DemoIdentity | null): DemoServices {
  if (!identity) return { ...demo, identity };
  return { ...demo, identity, close: async () => void (await Promise.all([demo.close(), identity.close()])) };
}
