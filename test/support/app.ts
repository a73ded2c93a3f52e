import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/config.js';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { createLogger } from '../../src/server/logger.js';
import { startServer, type RunningServer } from '../../src/server/start-server.js';

/**
 * The real server on a free loopback port, in demo mode (the embedded demo upstream over real
 * HTTP). Builds the client bundle once if no build exists, so a test file runs on its own too.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<RunningServer> {
  if (
    !existsSync(join(ROOT_DIR, 'dist', 'client', 'manifest.json')) ||
    !existsSync(join(ROOT_DIR, 'dist', 'client', 'fonts.json'))
  ) {
    const { buildClient } = await import('../../scripts/build-steps.js');
    await buildClient();
  }
  const config = loadConfig(
    { NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', UPSTREAM_TIMEOUT_MS: '1500', ...env },
    ROOT_DIR,
  );
  return startServer(config, createLogger(config));
}

/** The Host header that selects a site: `<id>.localhost` always maps to site `<id>`. */
export const hostOf = (siteId: string) => `${siteId}.localhost`;

/**
 * A temporary copy of sites/ with some site files changed, for SITES_DIR: tests that need a
 * setting no production site file should carry (e.g. a localhost origin allowed to frame a
 * portlet) add it here instead of to sites/.
 */
export function sitesDirWith(edit: Record<string, (site: Record<string, unknown>) => void>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gkn-sites-'));
  cpSync(join(ROOT_DIR, 'sites'), dir, { recursive: true });
  for (const [id, change] of Object.entries(edit)) {
    const file = join(dir, `${id}.json`);
    const site = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    change(site);
    writeFileSync(file, JSON.stringify(site, null, 2));
  }
  return dir;
}
