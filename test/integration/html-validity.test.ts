import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, test } from 'node:test';
import request from 'supertest';
import type { RunningServer } from '../../src/server/start-server.js';
import { hostOf, startTestApp } from '../support/app.js';
import { discoverTemplates } from './template-discovery.js';

// The Nu HTML checker (vnu-jar, run with the machine's Java) over every page type: 0 errors
// (issue 13 item 5; a name on a plain div, a duplicate id and the like are what tools like axe miss).

const VNU_JAR = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

// One short run of the checker: the JVM's quick compiler only, and one garbage collector thread,
// take half the CPU time of its defaults and a third of the time on a busy two-core machine
// (docs/development.md, "Tests and CI"). The quick compiler's deeper stack needs more than the
// checker's 512 KB minimum.
const JVM_FLAGS = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

let server: RunningServer;
let dir: string;
before(async () => {
  server = await startTestApp({ PAGE_CACHE_TTL_S: '0' });
  dir = await mkdtemp(join(tmpdir(), 'gkn-vnu-'));
});
after(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (siteId: string, path: string) => request(server.url).get(path).set('Host', hostOf(siteId));

/** A result page of the site: the first result of its search. */
async function resultPath(siteId: string, searchPath: string): Promise<string> {
  const html = (await get(siteId, searchPath).expect(200)).text;
  const href = /href="((?:\/portlet\/[^/]+)?\/(?:zoeken\/resultaat|search\/result|resultaat)\/[^"]+)"/.exec(html)?.[1];
  assert.ok(href, `${searchPath} links a result`);
  return href!.replace(/&amp;/g, '&');
}

/** The contact form refused without JavaScript: the page answered with the marked fields. */
async function refusedContactPost(): Promise<string> {
  const page = (await get('groenkennisnet', '/contactformulier').expect(200)).text;
  const token = /name="_token" value="([^"]+)"/.exec(page)![1]!;
  const res = await request(server.url)
    .post('/_forms/contact')
    .set('Host', hostOf('groenkennisnet'))
    .type('form')
    .send({ _token: token, _return: '/contactformulier', name: '', email: 'x', message: '' })
    .expect(400);
  return res.text;
}

test('every page type passes the Nu HTML checker with 0 errors (nl and en sites)', async () => {
  const pages = new Map<string, string>();
  for (const [siteId, language] of [
    ['groenkennisnet', 'nl'],
    ['green-knowledge-network', 'en'],
  ] as const) {
    const paths = new Set((await discoverTemplates(server.url, siteId, language)).values());
    const search = language === 'nl' ? '/zoeken/bodem' : '/search/soil';
    paths.add(search);
    paths.add(await resultPath(siteId, search));
    paths.add(language === 'nl' ? '/contactformulier' : '/contact-form');
    paths.add(language === 'nl' ? '/mijn-cookiegegevens' : '/my-cookie-data');
    paths.add(language === 'nl' ? '/toegankelijkheidsverklaring' : '/accessibility-statement');
    paths.add('/deze-pagina-bestaat-niet');
    for (const path of paths) {
      const res = await get(siteId, path);
      assert.ok([200, 404].includes(res.status), `${siteId}${path}: ${res.status}`);
      pages.set(`${siteId}${path}`, res.text);
    }
  }
  pages.set('portlet search', (await get('groenkennisnet', '/portlet/wur-bibliotheek/bodem').expect(200)).text);
  pages.set(
    'portlet result',
    (await get('groenkennisnet', await resultPath('groenkennisnet', '/portlet/wur-bibliotheek/bodem')).expect(200))
      .text,
  );
  pages.set('refused contact post', await refusedContactPost());

  const files = new Map<string, string>();
  let n = 0;
  for (const [name, html] of pages) {
    const file = join(dir, `page-${++n}.html`);
    files.set(file, name);
    await writeFile(file, html);
  }
  const { stdout, stderr } = await promisify(execFile)(
    'java',
    [...JVM_FLAGS, '-jar', VNU_JAR, '--errors-only', '--format', 'json', '--exit-zero-always', ...files.keys()],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const report = JSON.parse(stderr || stdout) as {
    messages: { type: string; url: string; message: string; extract?: string }[];
  };
  const errors = report.messages
    .filter((m) => m.type === 'error')
    .map((m) => `${files.get(m.url.replace(/^file:/, '')) ?? m.url}: ${m.message} — ${m.extract ?? ''}`);
  assert.deepEqual(errors, [], errors.join('\n'));
});
