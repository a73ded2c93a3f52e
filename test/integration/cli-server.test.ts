import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import request from 'supertest';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { startDemoUpstream } from '../../src/demo/demo-server.js';
import { startTestApp, type TestServer } from '../support/app.js';
import { freePort, startTestRedis, type TestRedis } from '../support/redis.js';

const GKN = join(ROOT_DIR, 'bin', 'gkn');
const baseEnv = { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'test' } as Record<string, string | undefined>;
delete baseEnv.REDIS_URL;

function run(args: string[], env: Record<string, string | undefined> = baseEnv) {
  return spawnSync(GKN, args, { env, encoding: 'utf8', timeout: 60_000 });
}

/** As run(), without blocking this process's event loop (for a server in this process). */
function runAsync(args: string[], env = baseEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(GKN, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return once(child, 'exit').then(([code]) => ({ code: code as number | null, stdout, stderr }));
}

/** Starts `gkn <args>` and resolves once it prints a line matching `ready`. */
async function startCli(
  args: string[],
  ready: RegExp,
  env = baseEnv,
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(GKN, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const seen = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`gkn ${args.join(' ')} exited with ${code}: ${output}`)));
  });
  await seen;
  return { child, output: () => output };
}

/** Resolves once what the child printed so far (`output()`) matches `wanted`; rejects if it exits first. */
function printed(child: ChildProcess, output: () => string, wanted: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!wanted.test(output())) return;
      child.stdout!.off('data', onData);
      child.off('exit', onExit);
      resolve();
    };
    // After startCli's listener has appended the chunk (listeners run in order).
    const onData = () => check();
    const onExit = (code: number | null) =>
      reject(new Error(`exited with ${code} before printing ${wanted}: ${output()}`));
    child.stdout!.on('data', onData);
    child.once('exit', onExit);
    check();
  });
}

describe('gkn serve and site preview', () => {
  test('--help documents every command group', () => {
    const res = run(['--help']);
    assert.equal(res.status, 0);
    for (const name of ['serve', 'dev', 'site', 'cache', 'demo'])
      assert.match(res.stdout, new RegExp(`\\n  ${name}\\b`));
    assert.match(run(['serve', '--help']).stdout, /--workers <n>/);
    assert.match(run(['cache', 'purge', '--help']).stdout, /--path <path>/);
  });

  test('serve answers every site and stops gracefully on SIGTERM', async () => {
    const port = await freePort();
    const { child, output } = await startCli(['serve', '--port', String(port), '--host', '127.0.0.1'], /listening on/, {
      ...baseEnv,
      LOG_LEVEL: 'info',
    });
    try {
      const first = JSON.parse(
        output()
          .split('\n')
          .find((line) => line.startsWith('{'))!,
      ) as { msg: string };
      assert.match(first.msg, /^demo mode: /, 'without upstream URLs the first log line says demo mode');
      // The line to click: a site's own address (a bare localhost answers only a 404).
      assert.match(output(), new RegExp(`"msg":"listening on http://agroforestry-nl\\.localhost:${port}/"`));
      const res = await request(`http://127.0.0.1:${port}`)
        .get('/')
        .set('Host', 'groenkennisnet.localhost')
        .expect(200);
      assert.match(res.text, /Groen Kennisnet/);
      // Piped (no terminal): every line is pino's JSON, the request's one line among them.
      await printed(child, output, /"msg":"request completed"/);
      const lines = output().trim().split('\n');
      const parsed = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string; host: string } });
      const requestLine = parsed.find((line) => line.msg === 'request completed');
      assert.deepEqual([requestLine?.req?.host, requestLine?.req?.url], ['groenkennisnet.localhost', '/']);
    } finally {
      child.kill('SIGTERM');
    }
    const [code] = await once(child, 'exit');
    assert.equal(code, 0, 'graceful shutdown exits 0');
  });

  test('LOG_FORMAT=pretty: one readable line per request, other fields on the same line', async () => {
    const port = await freePort();
    const { child, output } = await startCli(['serve', '--port', String(port), '--host', '127.0.0.1'], /listening on/, {
      ...baseEnv,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'pretty',
      NO_COLOR: '1',
    });
    let exited: Promise<unknown[]>;
    try {
      await request(`http://127.0.0.1:${port}`).get('/').set('Host', 'groenkennisnet.localhost').expect(200);
      await request(`http://127.0.0.1:${port}`).get('/nergens-x').set('Host', 'groenkennisnet.localhost').expect(404);
      await printed(child, output, /WARN: GET groenkennisnet\.localhost\/nergens-x 404 \d+ ms\n/);
      assert.match(output(), /^\[[\d:.]+\] INFO: demo mode: /m, 'a time, the level and the message');
      assert.match(output(), /^\[[\d:.]+\] INFO: GET groenkennisnet\.localhost\/ 200 \d+ ms$/m);
      assert.doesNotMatch(output(), /^\{/m, 'no JSON line');
    } finally {
      exited = once(child, 'exit');
      child.kill('SIGTERM');
    }
    const [code] = await exited;
    assert.equal(code, 0);
    // A line's other fields follow its message on the same line.
    assert.match(
      output(),
      /INFO: shutting down: new connections are refused, open requests finish \{"reason":"SIGTERM"\}/,
    );
  });

  test('in production, gkn serve without its own secrets exits 2 with one line naming them', () => {
    const env = { ...baseEnv, NODE_ENV: 'production', FORM_SECRET: 'change-me-form-secret-at-least-32-characters' };
    const res = run(['serve', '--port', '0', '--host', '127.0.0.1'], env);
    assert.equal(res.status, 2, res.stderr);
    assert.match(res.stderr, /set FORM_SECRET \(FORM_SECRET a known placeholder\)/);
  });

  test('bin/gkn runs in production once built, as docs/operations.md says; HSTS only over https', async () => {
    const built = existsSync(join(ROOT_DIR, 'dist', 'server', 'cli.js'));
    const port = await freePort();
    const env = { ...baseEnv };
    delete env.NODE_ENV;
    // A production install is given its own secrets (docs/operations.md "What a production install refuses to start without").
    const { child } = await startCli(['serve', '--port', String(port), '--host', '127.0.0.1'], /listening on/, {
      ...env,
      FORM_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'info',
    });
    try {
      const unknown = await request(`http://127.0.0.1:${port}`).get('/').set('Host', 'unknown.example').expect(404);
      if (built) assert.doesNotMatch(unknown.text, /These are/, 'production: a bare 404, no list of hosts');
      else assert.match(unknown.text, /These are/, 'from the sources: development');
      const plain = await request(`http://127.0.0.1:${port}`)
        .get('/')
        .set('Host', 'groenkennisnet.localhost')
        .expect(200);
      assert.equal(plain.headers['strict-transport-security'], undefined, 'never on plain http');
      const secure = await request(`http://127.0.0.1:${port}`)
        .get('/')
        .set('Host', 'groenkennisnet.localhost')
        .set('X-Forwarded-Proto', 'https')
        .expect(200);
      assert.equal(
        secure.headers['strict-transport-security'] !== undefined,
        built,
        'HSTS over https in production only',
      );
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });

  test('serve uses the upstream URLs it is given and starts no demo of its own', async () => {
    const demo = await startDemoUpstream();
    const port = await freePort();
    const { child, output } = await startCli(['serve', '--port', String(port), '--host', '127.0.0.1'], /listening on/, {
      ...baseEnv,
      LOG_LEVEL: 'info',
      CMS_BASE_URL: demo.cmsBaseUrl,
      SEARCH_BASE_URL: demo.searchBaseUrl,
      KNOWLEDGE_INDEX_URL: demo.knowledgeIndexUrl,
    });
    try {
      assert.doesNotMatch(output(), /demo mode/);
      await request(`http://127.0.0.1:${port}`).get('/').set('Host', 'groenkennisnet.localhost').expect(200);
      const log = (await (await fetch(`${demo.url}/__demo/requests?pathIncludes=/cms/`)).json()) as {
        requests: unknown[];
      };
      assert.ok(log.requests.length > 0, 'the page came from the given CMS');
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
      await demo.close();
    }
  });

  test('a bad environment variable stops serve with a message naming it', () => {
    const res = run(['serve'], { ...baseEnv, UPSTREAM_TIMEOUT_MS: 'soon' });
    assert.equal(res.status, 2);
    assert.match(res.stderr, /UPSTREAM_TIMEOUT_MS: /);
  });

  test('an invalid port is refused with a clear message', () => {
    const res = run(['serve', '--port', '99999']);
    assert.notEqual(res.status, 0);
    assert.match(res.stderr, /a port is a number from 0 to 65535/);
  });

  test('site preview prints the site URL and the site answers on any host', async () => {
    const port = await freePort();
    const { child, output } = await startCli(
      ['site', 'preview', 'bomenkennis', '--port', String(port)],
      /Site bomenkennis: http/,
    );
    try {
      assert.match(output(), new RegExp(`http://bomenkennis\\.localhost:${port}/`));
      const res = await request(`http://127.0.0.1:${port}`).get('/').set('Host', 'anything.example').expect(200);
      assert.match(res.text, /Bomen/);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });

  test('site preview of an unknown site says so', () => {
    const res = run(['site', 'preview', 'bestaat-niet', '--port', '0']);
    assert.equal(res.status, 2);
    assert.match(res.stderr, /bestaat-niet: no such site/);
  });
});

const STACK = /^\s+at .+:\d+:\d+\)?$/m;

describe('operator mistakes get one clear line and an exit code', () => {
  test('PORT=abc names the variable instead of printing the whole help', () => {
    const res = run(['serve'], { ...baseEnv, PORT: 'abc' });
    assert.equal(res.status, 2);
    assert.match(res.stderr, /PORT: must be a port number from 0 to 65535/);
    assert.doesNotMatch(res.stderr + res.stdout, /Usage:/);
  });

  test('a bad HOST or --host: a message, not a stack trace', () => {
    const bad = run(['serve'], { ...baseEnv, HOST: 'not a host' });
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /HOST: must be an IP address or a host name/);
    const unknown = run(['serve', '--port', '0', '--host', 'no-such-host.invalid']);
    assert.equal(unknown.status, 2);
    assert.match(unknown.stderr, /^Cannot listen on no-such-host\.invalid: no such host name/m);
    const foreign = run(['serve', '--port', '0', '--host', '192.0.2.1']);
    assert.equal(foreign.status, 2);
    assert.match(foreign.stderr, /^Cannot listen on 192\.0\.2\.1: no network interface/m);
    for (const res of [bad, unknown, foreign]) assert.doesNotMatch(res.stderr, STACK);
  });

  test('site preview listens on PORT when --port is not given', async () => {
    const port = await freePort();
    const { child, output } = await startCli(['site', 'preview', 'bomenkennis'], /Site bomenkennis: http/, {
      ...baseEnv,
      PORT: String(port),
    });
    try {
      assert.match(output(), new RegExp(`Site bomenkennis: http://bomenkennis\\.localhost:${port}/`));
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });

  test('--version prints the version of package.json; `gkn help site add` shows that command', () => {
    const { version } = JSON.parse(readFileSync(join(ROOT_DIR, 'package.json'), 'utf8')) as { version: string };
    const res = run(['--version']);
    assert.equal(res.status, 0);
    assert.equal(res.stdout.trim(), version);
    const help = run(['help', 'site', 'add']);
    assert.equal(help.status, 0);
    assert.match(help.stdout, /^Usage: gkn site add \[options\] <id>/);
    const unknown = run(['help', 'site', 'nope']);
    assert.equal(unknown.status, 1);
    assert.match(unknown.stderr, /no command "gkn site nope"/);
  });
});

describe('gkn cache warm --url', () => {
  let app: TestServer;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app?.close());
  // Not spawnSync: the server under test answers from this process's event loop.
  const warm = (...args: string[]) => runAsync(['cache', 'warm', '--site', 'groenkennisnet', ...args]);

  test('a page answered 404 is not warmed: the count says so and the exit code is 1', async () => {
    const res = await warm('--url', app.url, '--host', 'unknown.example');
    assert.equal(res.code, 1);
    assert.match(res.stdout, /^groenkennisnet: 0\/1 pages warmed, 1 failed: \/ \(404\)$/m);
  });

  test('on the right host every page is a 200 and the exit code is 0', async () => {
    const res = await warm('--url', app.url, '--host', 'groenkennisnet.localhost');
    assert.equal(res.code, 0, res.stdout + res.stderr);
    assert.match(res.stdout, /groenkennisnet: (\d+)\/\1 pages warmed\n$/);
  });

  test('a scheme-less, an unreachable and a hanging --url: one line each, no stack trace', async () => {
    const schemeless = await warm('--url', 'localhost:3000');
    assert.equal(schemeless.code, 2);
    assert.equal(
      schemeless.stderr,
      '--url must be an http:// or https:// address, e.g. http://localhost:3000 (got "localhost:3000")\n',
    );
    const port = await freePort();
    const unreachable = await warm('--url', `http://127.0.0.1:${port}`);
    assert.equal(unreachable.code, 1);
    assert.equal(
      unreachable.stderr,
      `cannot warm groenkennisnet: http://127.0.0.1:${port}/: connection refused (is the server running there?)\n`,
    );
    // A server that accepts connections and never answers.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const hanging = await runAsync([
        'cache',
        'warm',
        '--site',
        'groenkennisnet',
        '--url',
        `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        '--timeout',
        '1',
      ]);
      assert.equal(hanging.code, 1);
      assert.match(hanging.stderr, /^cannot warm groenkennisnet: http:\/\/127\.0\.0\.1:\d+\/: no answer within 1 s\n$/);
    } finally {
      silent.close();
    }
  });
});

describe('gkn cache warm and purge against a real Redis', () => {
  let redis: TestRedis;
  let demo: Awaited<ReturnType<typeof startDemoUpstream>>;
  let env: Record<string, string | undefined>;
  before(async () => {
    redis = await startTestRedis();
    // The upstreams a deployment would name; the demo answers here in the test's own process.
    demo = await startDemoUpstream({ sitesDir: join(ROOT_DIR, 'sites') });
    env = {
      ...baseEnv,
      REDIS_URL: redis.url,
      CMS_BASE_URL: demo.cmsBaseUrl,
      SEARCH_BASE_URL: demo.searchBaseUrl,
      KNOWLEDGE_INDEX_URL: demo.knowledgeIndexUrl,
    };
  });
  after(async () => {
    await demo?.close();
    redis?.stop();
  });

  test('warm loads the home and every page the menu links to, with a progress line', async () => {
    const res = await runAsync(['cache', 'warm', '--site', 'kringlooplandbouw'], env);
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /kringlooplandbouw: (\d+)\/\1 pages warmed/);
  });

  test('warm without upstream URLs or --url refuses: pages warmed against a demo it started would point at it', () => {
    const res = run(['cache', 'warm', '--site', 'kringlooplandbouw'], { ...baseEnv, REDIS_URL: redis.url });
    assert.equal(res.status, 1);
    assert.match(res.stderr, /^No upstream URLs: .*--url/);
    assert.equal(res.stderr.trim().split('\n').length, 1, res.stderr);
  });

  test('purge --path removes that page, purge removes the whole site', async () => {
    const client = new Redis(redis.url);
    try {
      const pageKeys = await client.keys('gkn:kringlooplandbouw:page:*');
      assert.ok(pageKeys.length > 2, 'warm stored pages');
      // Pages are cached per host: warm asked for them as visitors do, on the production host.
      assert.ok(
        pageKeys.every((k) => k.endsWith(':www.kringlooplandbouw.nl')),
        pageKeys.join(' '),
      );
      const one = run(['cache', 'purge', '--site', 'kringlooplandbouw', '--path', '/'], env);
      assert.equal(one.status, 0, one.stderr);
      assert.match(one.stdout, /kringlooplandbouw: 1 cache entry purged for \//);
      const all = run(['cache', 'purge', '--site', 'kringlooplandbouw'], env);
      assert.match(all.stdout, /kringlooplandbouw: \d+ cache entries purged/);
      assert.deepEqual(await client.keys('gkn:kringlooplandbouw:*'), []);
    } finally {
      client.disconnect();
    }
  });

  test('purge refuses an unknown site and a path without a leading slash', () => {
    assert.match(run(['cache', 'purge', '--site', 'nope'], env).stderr, /unknown site "nope"/);
    const bad = run(['cache', 'purge', '--site', 'kringlooplandbouw', '--path', 'over-ons'], env);
    assert.equal(bad.status, 1);
    assert.match(bad.stderr, /--path must start with \//);
  });

  test('without REDIS_URL purge explains why it cannot reach the cache', () => {
    const res = run(['cache', 'purge', '--site', 'kringlooplandbouw']);
    assert.equal(res.status, 1);
    assert.match(res.stderr, /REDIS_URL is not set/);
  });
});
