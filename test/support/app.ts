import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/config.js';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { startDemoUpstream, type DemoUpstream } from '../../src/demo/demo-server.js';
import { createLogger } from '../../src/server/observability/logger.js';
import { startServer, type RunningServer } from '../../src/server/start-server.js';

/** The server under test and the demo upstream it talks to (tests drive its faults, read what it received). */
export interface TestServer extends RunningServer {
  demo: DemoUpstream;
}

/**
 * The real server on a free loopback port, given the URLs of a demo upstream started beside it
 * (over real HTTP, as `gkn serve` does in a development install). Builds the client bundle once
 * if no build exists, so a test file runs on its own too. close() stops both. `options.demo`: a demo
 * upstream the test started itself (e.g. a second one, as after a restart), used instead.
 * `options.logLines`: the server's log lines (its own logger, LOG_LEVEL as given) are parsed into it.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { demo?: DemoUpstream; logLines?: Record<string, unknown>[] } = {},
): Promise<TestServer> {
  if (
    !existsSync(join(ROOT_DIR, 'dist', 'client', 'manifest.json')) ||
    !existsSync(join(ROOT_DIR, 'dist', 'client', 'fonts.json')) ||
    !existsSync(join(ROOT_DIR, 'dist', 'client', 'social-images.json'))
  ) {
    const { buildClient } = await import('../../scripts/build-steps.js');
    await buildClient();
  }
  const testEnv = {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    UPSTREAM_TIMEOUT_MS: '1500',
    ...env,
  };
  const demo = options.demo ?? (await startDemoUpstream({ sitesDir: loadConfig(testEnv, ROOT_DIR).sitesDir }));
  try {
    const config = loadConfig(
      {
        CMS_BASE_URL: demo.cmsBaseUrl,
        SEARCH_BASE_URL: demo.searchBaseUrl,
        KNOWLEDGE_INDEX_URL: demo.knowledgeIndexUrl,
        NEWSLETTER_URL: demo.newsletterUrl,
        CONTACT_URL: demo.contactUrl,
        ...testEnv,
      },
      ROOT_DIR,
    );
    const { logLines } = options;
    const sink = logLines && {
      write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>),
    };
    const server = await startServer(config, createLogger(config, sink));
    let closing: Promise<void> | undefined;
    return {
      ...server,
      demo,
      close: () => (closing ??= server.close().then(() => demo.close())),
    };
  } catch (error) {
    await demo.close();
    throw error;
  }
}

/**
 * As startTestApp, for a test that drives Chromium: the upstream timeout is the product's own
 * default (3000 ms) and then some, not the 1500 ms the HTTP tests shorten it to. Browser tests are
 * about what a person sees; on a busy two-core machine (two test files, each with its app, demo
 * upstream and Chromium) a cold first CMS answer can take over 1.5 s, and the page would then be
 * the error page instead of the one under test. No browser test waits out an upstream timeout.
 */
export function startBrowserTestApp(env: Record<string, string> = {}): Promise<TestServer> {
  return startTestApp({ UPSTREAM_TIMEOUT_MS: '6000', ...env });
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
