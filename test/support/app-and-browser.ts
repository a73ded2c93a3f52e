import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { startDemoIdentity, type DemoIdentity } from '../../src/demo/identity/start.js';
import { startBrowserTestApp, type TestServer } from './app.js';
import { launchBrowser, type BrowserOptions } from './browser.js';
import { loginEnv } from '../../scripts/support/login-env.js';

export interface AppAndBrowser {
  readonly server: TestServer;
  readonly browser: Browser;
}

/** The real app (demo upstream) and Debian's Chromium for one test file, closed after it. */
export function appAndBrowser(env: Record<string, string> = {}): AppAndBrowser {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    // Side by side: Chromium's start does not need the app, and each takes a second or more.
    // Whichever started is kept for after() to close, should the other fail.
    const [app, chromium] = await Promise.allSettled([startBrowserTestApp(env), launchBrowser()]);
    if (app.status === 'fulfilled') server = app.value;
    if (chromium.status === 'fulfilled') browser = chromium.value;
    if (app.status === 'rejected') throw app.reason;
    if (chromium.status === 'rejected') throw chromium.reason;
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

export interface LoginAppAndBrowser extends AppAndBrowser {
  /** The demo identity provider the app logs in against (tests set its faults). */
  readonly identity: DemoIdentity;
}

/**
 * As appAndBrowser, with a login: the demo identity provider first (the app's settings name its
 * address), then the app set up against it and Chromium side by side. Closed in reverse after the file.
 * `browserOptions` go to launchBrowser, for a file that needs the browser set up otherwise (its
 * back/forward cache kept, for one).
 */
export function loginAppAndBrowser(browserOptions: BrowserOptions = {}): LoginAppAndBrowser {
  let identity: DemoIdentity | undefined;
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    identity = await startDemoIdentity();
    [server, browser] = await Promise.all([startBrowserTestApp(loginEnv(identity)), launchBrowser(browserOptions)]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    await identity?.close();
  });
  return {
    get identity() {
      return identity!;
    },
    get server() {
      return server!;
    },
    get browser() {
      return browser!;
    },
  };
}
