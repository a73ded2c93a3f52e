import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PortletConfig, SiteConfig } from './site-schema.js';
import { listSiteFiles, validateSiteFiles } from './site-files.js';
import { deepFreeze } from '../model/deep-freeze.js';

interface SiteLogos {
  mobile: string | null;
  desktop: string | null;
}

/** A site as the server uses it: the validated config, frozen, with what boot resolved. */
export interface Site {
  config: SiteConfig;
  logos: SiteLogos;
}

export interface SiteRegistry {
  all(): readonly Site[];
  byId(id: string): Site | undefined;
  /** Host header (without port) -> site; `<id>.localhost` always maps to `<id>`. */
  byHost(host: string): Site | undefined;
  portlet(domain: string): { site: Site; portlet: PortletConfig } | undefined;
  /** Acceptance hosts never get indexed (robots, noindex). */
  isAcceptanceHost(host: string): boolean;
}

export class SiteConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid site files:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SiteConfigError';
  }
}

const LOGO_EXTENSIONS = ['svg', 'png'] as const;

// requirements §3: logos are per site by name (logo_mobile, logo_desktop; svg or png); missing = no image.
function findLogo(publicDir: string, id: string, name: 'logo_mobile' | 'logo_desktop'): string | null {
  for (const ext of LOGO_EXTENSIONS) {
    if (existsSync(join(publicDir, 'logos', id, `${name}.${ext}`))) return `/logos/${id}/${name}.${ext}`;
  }
  return null;
}

export function loadSiteRegistry(sitesDir: string, publicDir: string): SiteRegistry {
  const { sites: configs, problems } = validateSiteFiles(listSiteFiles(sitesDir));
  if (problems.length > 0) {
    throw new SiteConfigError(problems.map((p) => `${p.file}: ${p.path}: ${p.message}`));
  }
  if (configs.length === 0) throw new SiteConfigError([`${sitesDir}: no site files found`]);
  return createSiteRegistry(
    configs.map((config) =>
      deepFreeze({
        config,
        logos: {
          mobile: findLogo(publicDir, config.id, 'logo_mobile'),
          desktop: findLogo(publicDir, config.id, 'logo_desktop'),
        },
      }),
    ),
  );
}

function createSiteRegistry(sites: Site[]): SiteRegistry {
  const byId = new Map(sites.map((s) => [s.config.id, s]));
  const byHost = new Map<string, Site>();
  const acceptance = new Set<string>();
  const portlets = new Map<string, { site: Site; portlet: PortletConfig }>();
  for (const site of sites) {
    for (const host of site.config.hosts) {
      byHost.set(host.name, site);
      if (host.environment === 'acceptance') acceptance.add(host.name);
    }
    for (const portlet of site.config.portlets) portlets.set(portlet.domain, { site, portlet });
  }
  // Every name a site answers to: its hosts, and `<id>.localhost` for development on one machine
  // (a configured host of that form wins).
  for (const site of sites) {
    const local = `${site.config.id}.localhost`;
    if (!byHost.has(local)) byHost.set(local, site);
  }
  return {
    all: () => sites,
    byId: (id) => byId.get(id),
    byHost(host) {
      // As sent, first: a browser sends the name in lower case, so the usual request costs one lookup.
      return byHost.get(host) ?? byHost.get(host.toLowerCase().replace(/\.$/, ''));
    },
    portlet: (domain) => portlets.get(domain),
    isAcceptanceHost: (host) => acceptance.has(host.toLowerCase()),
  };
}
