import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { GKN } from '../support/processes.js';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { hostOf, sitesDirWith, startTestApp, type TestServer } from '../support/app.js';
import { startTestRedis, type TestRedis } from '../support/redis.js';

// `gkn ai ask|eval|feedback` (requirements §1 AI search, "for editors and ops"): the real binary,
// which starts the server and the demo upstream itself, or reads the feedback in Redis.

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function gkn(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [GKN, ...args], {
      cwd: ROOT_DIR,
      env: { ...process.env, NO_COLOR: '1', LOG_LEVEL: 'silent', REDIS_URL: '', ...env },
      stdio: 'pipe',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end();
  });
}

const FIGURES = /^recall@5=(\d\.\d\d) citation_precision=(\d\.\d\d) not_found_rate=(\d\.\d\d)$/;

const CATEGORY =
  /^ {2}(\S+) +(\d+) {2}(?:recall@5=(\d\.\d\d) citation_precision=(\d\.\d\d) answered=\d\.\d\d|not_found_rate=(\d\.\d\d))$/;

describe('gkn ai eval and ask', () => {
  for (const site of ['groenkennisnet', 'green-knowledge-network']) {
    test(`eval on the visitors' question set of ${site} meets the targets in every category`, async () => {
      const run = await gkn(['ai', 'eval', '--site', site]);
      assert.equal(run.code, 0, run.stderr);
      const lines = run.stdout.trim().split('\n');
      const categories = lines.flatMap((l) => {
        const m = CATEGORY.exec(l);
        return m ? [m] : [];
      });
      assert.deepEqual(
        categories.map((m) => m[1]),
        [
          'definition',
          'how-to',
          'when-where-who',
          'which-list',
          'two-concepts',
          'inflected-misspelled',
          'unanswerable',
        ],
      );
      assert.ok(categories.reduce((n, m) => n + Number(m[2]), 0) >= 40, 'at least 40 questions');
      const figures = FIGURES.exec(lines.at(-1)!);
      assert.ok(figures, lines.at(-1));
      assert.ok(Number(figures[1]) >= 0.85, `recall@5 ${figures[1]}`);
      assert.ok(Number(figures[2]) >= 0.95, `citation precision ${figures[2]}`);
      assert.ok(Number(figures[3]) >= 0.9, `not-found rate ${figures[3]}`);
    });

    test(`eval on the generated question set of ${site} still meets the required bounds`, async () => {
      const run = await gkn(['ai', 'eval', '--generated', '--site', site]);
      assert.equal(run.code, 0, run.stderr);
      const lines = run.stdout.trim().split('\n');
      assert.equal(lines.length, 38 + 1, 'one line per question (30 answerable, 8 not), then the figures');
      const figures = FIGURES.exec(lines.at(-1)!);
      assert.ok(figures, lines.at(-1));
      assert.ok(Number(figures[1]) >= 0.8, `recall@5 ${figures[1]}`);
      assert.ok(Number(figures[2]) >= 0.9, `citation precision ${figures[2]}`);
      assert.ok(Number(figures[3]) >= 0.9, `not-found rate ${figures[3]}`);
    });
  }

  test('ask prints the answer with its numbered sources; a site without the AI search is refused', async () => {
    const run = await gkn([
      'ai',
      'ask',
      '--site',
      'groenkennisnet',
      'Hoe pakt strokenteelt in de praktijk uit in Alkmaar?',
    ]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^Summary of sources:/m);
    assert.match(run.stdout, /strokenteelt in de praktijk uitpakt\. \[1\]/);
    assert.match(run.stdout, /^ {2}\[1\] .+ \(gkn:news:100047\) \/zoeken\/resultaat\/.+\?id=gkn%3Anews%3A100047$/m);
    const SITES_DIR = sitesDirWith({ 'akkerbouw-nu': (site) => (site.ai = { enabled: false }) });
    const off = await gkn(['ai', 'ask', '--site', 'akkerbouw-nu', 'bodem'], { SITES_DIR });
    assert.equal(off.code, 1);
    assert.match(off.stderr, /AI search switched off/);
  });

  test('eval with a question set that is not valid says what is wrong, exit 1', async () => {
    const run = await gkn(['ai', 'eval', '--site', 'groenkennisnet', '--file', 'package.json']);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /package\.json: questions: /);
  });
});

describe('gkn ai feedback', () => {
  let redis: TestRedis;
  let server: TestServer;
  before(async () => {
    redis = await startTestRedis();
    server = await startTestApp({ PAGE_CACHE_TTL_S: '0', REDIS_URL: redis.url });
  });
  after(async () => {
    await server.close();
    await redis.stop();
  });

  test('lists the questions voted down and those not found in the sources, most frequent first; not the ones voted up', async () => {
    const get = (path: string) => request(server.url).get(path).set('Host', hostOf('groenkennisnet'));
    const page = await get('/ai-zoeken/bodem');
    const token = /name="_token" value="([^"]+)"/.exec(page.text)![1]!;
    const vote = (question: string, v: string) =>
      request(server.url)
        .post('/_ai/feedback')
        .set('Host', hostOf('groenkennisnet'))
        .type('form')
        .send({ question, locale: 'nl', vote: v, _token: token })
        .expect(200);
    await vote('Wat is bodemleven?', 'down');
    await vote('Wat is bodemleven?', 'down');
    await vote('Wat is stikstof?', 'up');
    // What a visitor typed about themselves is not stored; what steers a terminal is not printed.
    await vote('Bel me op 06-12345678 of mail jan@example.nl, ik woon in 1234 AB: \u001b[31mrood\u001b[0m?', 'down');
    await get(`/_ai/answer?locale=nl&q=${encodeURIComponent('Hoe bak ik een appeltaart?')}`).expect(200);
    const run = await gkn(['ai', 'feedback', '--site', 'groenkennisnet'], { REDIS_URL: redis.url });
    assert.equal(run.code, 0, run.stderr);
    const lines = run.stdout.trimEnd().split('\n');
    assert.match(lines[0]!, /^ {3}2 {2}thumbs down .* wat is bodemleven\?$/);
    assert.match(lines[1]!, /^ {3}1 {2}not found .* hoe bak ik een appeltaart\?$/);
    assert.doesNotMatch(run.stdout, /stikstof/);
    assert.match(run.stdout, /bel me op … of mail …, ik woon in …: {2}\[31mrood \[0m\?$/m);
    assert.doesNotMatch(run.stdout, /06-12345678|jan@example|1234 ab/);
    assert.ok(!run.stdout.includes(String.fromCharCode(27)), 'no escape character printed');
  });
});
