import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { utimesSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, describe, test } from 'node:test';
import request from 'supertest';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { DEV_RELOAD_PATH } from '../../src/server/dev-reload.js';
import type { RunningServer } from '../../src/server/start-server.js';
import { hostOf, startTestApp } from '../support/app.js';
import { isAlive, portIsFree } from '../support/processes.js';
import { freePort } from '../support/redis.js';

// `gkn dev` (DESIGN: watch, rebuild, reload): the live-reload stream and script exist only in dev
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

  test('rebuilds and restarts on change (pages hear a new boot id), and SIGTERM leaves no server behind', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = { ...process.env, LOG_LEVEL: 'info' } as Record<string, string | undefined>;
    delete env.REDIS_URL;
    delete env.NODE_ENV;
    child = spawn(GKN, ['dev', '--site', 'groenkennisnet', '--port', String(port)], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));

    await waitFor('the dev server', () => serverPids().length === 1);
    const first = await firstBootId(url, 'whatever.example');
    const page = await request(url).get('/').set('Host', 'whatever.example').expect(200);
    assert.match(page.text, /new EventSource/);

    // A change in a watched folder: rebuild, restart, and the stream now names another server.
    utimesSync(join(ROOT_DIR, 'sites', 'groenkennisnet.json'), new Date(), new Date());
    await waitFor('the restarted server', () => serverPids().length === 2);
    const second = await firstBootId(url, 'whatever.example');
    assert.notEqual(second.id, first.id);
    assert.equal(isAlive(serverPids()[0]!), false, 'the old server was stopped');

    const server = serverPids()[1]!;
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    assert.equal(code, 0);
    await sleep(300);
    assert.equal(isAlive(server), false, 'the server is not left running as an orphan');
    assert.ok(await portIsFree(port), 'the port is free');
  });
});
