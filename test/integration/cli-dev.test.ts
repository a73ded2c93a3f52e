import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { basename, dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, describe, test } from 'node:test';
import request from 'supertest';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { DEV_RELOAD_PATH } from '../../src/server/lifecycle/dev-reload.js';
import type { RunningServer } from '../../src/server/start-server.js';
import { hostOf, startTestApp } from '../support/app.js';
import { isAlive, portIsFree } from '../support/processes.js';
import { freePort } from '../support/redis.js';
import { waitUntil } from '../support/wait.js';

// `gkn dev` (docs/architecture.md §10): the live-reload stream and script exist only in dev
// mode, and the server it runs never outlives it.

const GKN = join(ROOT_DIR, 'bin', 'gkn');

/** The first event of the reload stream: the boot id of the server that answers. */
function firstBootId(url: string, host = 'localhost'): Promise<{ id: string; contentType: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${DEV_RELOAD_PATH}`, { headers: { host, accept: 'text/event-stream' } }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        const id = /event: boot\ndata: ([^\n]+)\n\n/.exec(buffer)?.[1];
        if (id) {
          resolve({ id, contentType: String(res.headers['content-type']) });
          req.destroy();
        }
      });
      res.on('end', () =>
        reject(new Error(`stream ended without a boot event: ${res.statusCode} ${buffer.slice(0, 200)}`)),
      );
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error('no boot event within 10 s')));
    req.end();
  });
}

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

describe('live reload is a dev-only feature', () => {
  let devApp: RunningServer;
  let plainApp: RunningServer;
  after(() => Promise.all([devApp?.close(), plainApp?.close()]));

  test('with DEV_RELOAD, pages carry a nonced reload script and the stream names this server', async () => {
    devApp = await startTestApp({ DEV_RELOAD: 'true', PAGE_CACHE_TTL_S: '0' });
    const page = await request(devApp.url).get('/').set('Host', hostOf('groenkennisnet')).expect(200);
    const nonce = nonceOf(String(page.headers['content-security-policy']));
    assert.ok(nonce);
    const script = new RegExp(
      `<script nonce="${nonce.replace(/[+/=]/g, '\\$&')}">[^<]*new EventSource\\("${DEV_RELOAD_PATH}"\\)`,
    );
    assert.match(page.text, script, 'the script carries the CSP nonce of the response');
    const pageBoot = /var b="([^"]+)"/.exec(page.text)?.[1];
    const { id, contentType } = await firstBootId(devApp.url);
    assert.match(contentType, /^text\/event-stream/);
    assert.equal(id, pageBoot, 'the page knows the boot id of the server that rendered it');
  });

  test('without DEV_RELOAD there is neither script nor stream', async () => {
    plainApp = await startTestApp({ PAGE_CACHE_TTL_S: '0' });
    const page = await request(plainApp.url).get('/').set('Host', hostOf('groenkennisnet')).expect(200);
    assert.doesNotMatch(page.text, /EventSource/);
    const stream = await request(plainApp.url).get(DEV_RELOAD_PATH).set('Host', hostOf('groenkennisnet'));
    assert.equal(stream.status, 404);
  });
});

describe('gkn dev', () => {
  let child: ChildProcess | undefined;
  let output = '';
  const serverPids = () =>
    [...output.matchAll(/\{[^\n]*"pid":(\d+)[^\n]*"msg":"listening on/g)].map((m) => Number(m[1]));
  after(() => {
    if (child?.exitCode === null) child.kill('SIGKILL');
    for (const pid of serverPids()) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  });

  async function waitFor(what: string, ok: () => boolean, ms = 120_000) {
    const deadline = Date.now() + ms;
    while (!ok()) {
      if (child!.exitCode !== null) throw new Error(`gkn dev exited while waiting for ${what}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${output}`);
      await sleep(100);
    }
  }

  /** Replaces the file by rename, with the same content: what `sed -i` and editors' safe write do. */
  function saveByRename(file: string) {
    const temp = join(dirname(file), `.${basename(file)}.gkn-dev-test`);
    writeFileSync(temp, readFileSync(file));
    renameSync(temp, file);
  }

  test('rebuilds and restarts on every change, saves by rename too, and SIGTERM leaves no server behind', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = { ...process.env, LOG_LEVEL: 'info', PORT: String(port) } as Record<string, string | undefined>;
    delete env.REDIS_URL;
    delete env.NODE_ENV;
    // No --port: PORT holds, as for `gkn serve`.
    child = spawn(GKN, ['dev', '--site', 'groenkennisnet'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));

    await waitFor('the dev server', () => serverPids().length === 1);
    await waitFor('its address', () => output.includes('gkn dev: groenkennisnet at'));
    assert.match(output, new RegExp(`gkn dev: groenkennisnet at http://groenkennisnet\\.localhost:${port}/`));
    const first = await firstBootId(url, 'whatever.example');
    const page = await request(url).get('/').set('Host', 'whatever.example').expect(200);
    assert.match(page.text, /new EventSource/);

    // A change in a watched folder: rebuild, restart, and the stream now names another server.
    const siteFile = join(ROOT_DIR, 'sites', 'groenkennisnet.json');
    utimesSync(siteFile, new Date(), new Date());
    await waitFor('the restarted server', () => serverPids().length === 2);
    const second = await firstBootId(url, 'whatever.example');
    assert.notEqual(second.id, first.id);
    assert.equal(isAlive(serverPids()[0]!), false, 'the old server was stopped');

    // Saved by rename, twice: each save restarts (a watch on the file's inode hears only the first).
    saveByRename(siteFile);
    await waitFor('a restart after the first save by rename', () => serverPids().length === 3);
    saveByRename(siteFile);
    await waitFor('a restart after the second save by rename', () => serverPids().length === 4);

    const server = serverPids()[3]!;
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    assert.equal(code, 0);
    await waitUntil(() => !isAlive(server), 5_000, 'the server not to be left running as an orphan');
    assert.ok(await portIsFree(port), 'the port is free');
  });
});

describe('gkn dev whose server cannot start', () => {
  const env = () => {
    const e = { ...process.env, LOG_LEVEL: 'warn' } as Record<string, string | undefined>;
    delete e.REDIS_URL;
    delete e.NODE_ENV;
    return e;
  };
  const dev = (args: string[]) => {
    const child = spawn(GKN, ['dev', ...args], { env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdout.resume();
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    return once(child, 'exit').then(([code]) => (clearTimeout(timer), { code: code as number | null, stderr }));
  };

  test('an unknown site: exits non-zero with the reason', async () => {
    const { code, stderr } = await dev(['--site', 'bestaat-niet', '--port', String(await freePort())]);
    assert.equal(code, 2);
    assert.match(stderr, /bestaat-niet: no such site/);
  });

  test('a port in use: exits non-zero with the reason', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    try {
      const port = (taken.address() as AddressInfo).port;
      const { code, stderr } = await dev(['--site', 'groenkennisnet', '--port', String(port)]);
      assert.equal(code, 2);
      assert.match(stderr, new RegExp(`Port ${port} is already in use`));
    } finally {
      taken.close();
    }
  });
});
