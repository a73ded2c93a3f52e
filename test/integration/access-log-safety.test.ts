import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { DEMO_ACCOUNTS } from '../../src/demo/identity/accounts.js';
import { startDemoIdentity, type DemoIdentity } from '../../src/demo/identity/start.js';
import { USER_API_PREFIX } from '../support/api-session.js';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';
import { formOf, LoginBrowser } from '../../scripts/support/login-browser.js';
import { loginEnv } from '../../scripts/support/login-env.js';
import { rawRequest } from '../support/raw-request.js';
import { startTestRedis, type TestRedis } from '../support/redis.js';
import { waitUntil } from '../support/wait.js';

// docs/architecture.md §7: what a client sends never reaches the log as it is when it is a secret
// (the login's authorization code and state, a preview's CMS address) or could forge or flood a
// line (a request id with control characters or of any length). The real server with a login,
// its own logger, lines read as it writes them.

type Line = Record<string, unknown> & { msg?: string; req?: { id?: string; url?: string }; fastPath?: boolean };

const SITE = 'groenkennisnet';
const HOST = hostOf(SITE);
const SAFE_ID = /^[\w-]{8,64}$/;

let redis: TestRedis;
let identity: DemoIdentity;
let server: TestServer;
const lines: Line[] = [];
const everything = () => JSON.stringify(lines);
const accessLinesOf = (url: RegExp) => lines.filter((l) => l.req?.url !== undefined && url.test(l.req.url));

before(async () => {
  redis = await startTestRedis();
  identity = await startDemoIdentity({ redisUrl: redis.url, redisPrefix: USER_API_PREFIX });
  server = await startTestApp({ ...loginEnv(identity), REDIS_URL: redis.url, LOG_LEVEL: 'info' }, { logLines: lines });
});
after(async () => {
  await server?.close();
  await identity?.close();
  await redis?.stop();
});

describe('logged URLs', () => {
  test("a login callback's code and state are not in the log; the line still names the route", async () => {
    const origin = `http://${SITE}.localhost:${server.port}`;
    const browser = new LoginBrowser(origin, server.url);
    const form = await browser.follow('/auth/login?returnTo=/over-ons', {
      stopAt: (location) => location.startsWith(origin),
    });
    const account = DEMO_ACCOUNTS[0]!;
    const toCallback = await browser.follow(formOf(form).action, {
      form: { username: account.username, password: account.password },
      stopAt: (location) => location.startsWith(origin),
    });
    const callback = new URL(toCallback.location!);
    const code = callback.searchParams.get('code');
    const state = callback.searchParams.get('state');
    assert.ok(code && state, toCallback.location!);
    const landing = await browser.go(toCallback.location!);
    assert.equal(landing.res.status, 303, 'logged in');

    await waitUntil(() => accessLinesOf(/^\/auth\/callback/).length > 0, 5000, 'the callback line');
    const [line] = accessLinesOf(/^\/auth\/callback/);
    assert.match(line!.req!.url!, /^\/auth\/callback\?(.*&)?code=\[redacted\]/);
    assert.match(line!.req!.url!, /[?&]state=\[redacted\]/);
    assert.ok(!everything().includes(code), 'the authorization code is in no line');
    assert.ok(!everything().includes(state), 'the state is in no line');
    assert.ok(accessLinesOf(/^\/auth\/login\?returnTo=\/over-ons$/).length, 'harmless parameters stay');
  });

  test("a preview's CMS address (and its signature) is not in the log", async () => {
    const secret = `sig-${process.pid}-preview-signature`;
    const address = `${server.upstreams.cmsBaseUrl}/nl/${SITE}/over-ons?signature=${secret}`;
    const answer = await rawRequest(server.url, `/preview?url=${encodeURIComponent(address)}&token=${secret}`, {
      headers: { host: HOST },
    });
    assert.ok(answer.status < 500, String(answer.status));
    await waitUntil(() => accessLinesOf(/^\/preview/).length > 0, 5000, 'the preview line');
    assert.equal(accessLinesOf(/^\/preview/)[0]!.req!.url, '/preview?url=[redacted]&token=[redacted]');
    assert.ok(!everything().includes(secret));
    assert.ok(!everything().includes(encodeURIComponent(address)));
  });
});

/** One request written byte for byte (a client library would refuse these headers). */
function rawHttp(head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.end(Buffer.from(head, 'latin1'));
  });
}

const answeredId = (answer: string) => /\r\nx-request-id: ([^\r\n]*)/i.exec(answer)?.[1];

describe('a client-supplied X-Request-Id', () => {
  const forged = '{"level":60,"msg":"forged line"}';
  const attempts: Record<string, string> = {
    'a newline with a forged line after it': `abcdefgh12\n${forged}`,
    'a CR LF with a forged line after it': `abcdefgh12\r\n${forged}`,
    'an escape sequence': 'abcdefgh12\u001b[31mred',
    'a NUL': 'abcdefgh12\u0000x',
    'a DEL': 'abcdefgh12\u007f',
    'latin-1 bytes': 'abcdefgh12\u00e9',
    'spaces and quotes': 'abc def "gh" 12',
    'a path': '../../etc/passwd-1234',
    JSON: forged,
    'a huge value': 'a'.repeat(8000),
    'one character too many': 'a'.repeat(65),
    'too short to be an id': 'abc',
  };

  for (const path of ['/over-ons', '/api/me']) {
    test(`is used only when it is 8 to 64 safe characters; else a new one (${path})`, async () => {
      if (path === '/over-ons') {
        await rawRequest(server.url, path, { headers: { host: HOST } });
        const again = await rawRequest(server.url, path, { headers: { host: HOST } });
        assert.equal(again.headers['x-cache'], 'HIT', 'the stored page (the fast path answers it)');
      }
      const kept = await rawHttp(
        `GET ${path} HTTP/1.1\r\nHost: ${HOST}\r\nX-Request-Id: proxy-id_0123\r\nConnection: close\r\n\r\n`,
      );
      assert.equal(answeredId(kept), 'proxy-id_0123', 'a sane id from a proxy is kept');

      const before = lines.length;
      let logged = 0;
      for (const [what, id] of Object.entries(attempts)) {
        const answer = await rawHttp(
          `GET ${path} HTTP/1.1\r\nHost: ${HOST}\r\nX-Request-Id: ${id}\r\nConnection: close\r\n\r\n`,
        );
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
        // Node's own parser refuses a header with control characters (400, before any of our code).
        if (status === 400 && !answeredId(answer)) continue;
        logged++;
        const sent = answeredId(answer);
        assert.match(String(sent), /^[0-9a-f-]{36}$/, `${what}: a new id is answered (${status})`);
        await waitUntil(() => lines.some((l) => l.req?.id === sent), 5000, `${what}: its line`);
      }
      assert.ok(logged >= 5, `the values the parser lets through reach our logger (${logged})`);
      const written = lines.slice(before);
      assert.ok(
        written.every((l) => l.req?.id === undefined || SAFE_ID.test(l.req.id)),
        JSON.stringify(written),
      );
      assert.ok(!written.some((l) => l.msg === 'forged line'));
      assert.ok(!JSON.stringify(written).includes('etc/passwd'));
      assert.ok(!JSON.stringify(written).includes('a'.repeat(65)));
      if (path === '/over-ons')
        assert.ok(
          written.some((l) => l.fastPath === true),
          'the fast path logged too',
        );
    });
  }
});
