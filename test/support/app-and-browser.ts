import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { startTestApp, type TestServer } from './app.js';
import { launchBrowser } from './browser.js';

export interface AppAndBrowser {
  readonly server: TestServer;
  readonly browser: Browser;
}

/** The real app (demo upstream) and Debian's Chromium for one test file, closed after it. */
export function appAndBrowser(env: Record<string, string> = {}): AppAndBrowser {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startTestApp(env);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get server() {
      return server!;
    },
    get browser() {
      return browser!;
    },
  };
}
