import { existsSync } from 'node:fs';
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
  if (!existsSync(join(ROOT_DIR, 'dist', 'client', 'manifest.json')) || !existsSync(join(ROOT_DIR, 'dist', 'client', 'fonts.json'))) {
    const { buildClient } = await import('../../scripts/build.js');
    await buildClient();
  }
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', UPSTREAM_TIMEOUT_MS: '1500', ...env }, ROOT_DIR);
  return startServer(config, createLogger(config));
}

/** The Host header that selects a site: `<id>.localhost` always maps to site `<id>`. */
export const hostOf = (siteId: string) => `${siteId}.localhost`;
