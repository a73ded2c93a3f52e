import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import type { RunningServer } from '../../src/server/start-server.js';
import { hostOf, startTestApp } from '../support/app.js';

let server: RunningServer;
before(async () => {
  server = await startTestApp();
});
after(() => server.close());

const get = (siteId: string, path: string) => request(server.url).get(path).set('Host', hostOf(siteId));
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/g)].map((m) => m[1]!);

describe('web fonts (requirements §3 styles.typography, §9 font prefetch)', () => {
  test("a site's page declares its families with @font-face (swap) and preloads its text and heading faces", async () => {
    const html = (await get('groenkennisnet', '/').expect(200)).text;
    for (const family of ['Source Sans 3', 'Source Serif 4']) {
      for (const weight of [400, 600, 700]) {
        assert.match(
          html,
          new RegExp(
            `@font-face\\{font-family:'${family}';font-style:normal;font-weight:${weight};font-display:swap;src:url\\(/assets/fonts/[a-z0-9-]+\\.woff2\\)`,
          ),
          `${family} ${weight}`,
        );
      }
    }
    assert.doesNotMatch(html, /font-family:'(Lato|Inter)'/, 'only the families this site names');
    const urls = preloads(html);
    assert.equal(urls.length, 2, 'prefetch_count 2');
    assert.match(urls[0]!, /^\/assets\/fonts\/source-sans-3-latin-400-/);
    assert.match(urls[1]!, /^\/assets\/fonts\/source-serif-4-latin-700-/);
  });

  test('each served family has metric-matched fallback faces of system fonts, right after it in the stacks', async () => {
    const html = (await get('groenkennisnet', '/').expect(200)).text;
    for (const [family, system, local] of [
      ['Source Sans 3', 'DejaVu Sans', 'DejaVu Sans Bold'],
      ['Source Serif 4', 'Times New Roman', 'Times New Roman Bold'],
    ]) {
      assert.match(
        html,
        new RegExp(
          `@font-face\\{font-family:'${family} Fallback ${system}';font-style:normal;font-weight:700;src:local\\('${local}'\\)[^;]*;` +
            'size-adjust:\\d+(\\.\\d+)?%;ascent-override:\\d+(\\.\\d+)?%;descent-override:\\d+(\\.\\d+)?%;line-gap-override:\\d+(\\.\\d+)?%\\}',
        ),
        `${family} on ${system}`,
      );
    }
    assert.match(
      html,
      /--gkn-font-primary:'Source Sans 3', 'Source Sans 3 Fallback Arial', 'Source Sans 3 Fallback Roboto', 'Source Sans 3 Fallback DejaVu Sans', 'Segoe UI', Arial, sans-serif;/,
    );
    assert.match(
      html,
      /--gkn-font-secondary:'Source Serif 4', 'Source Serif 4 Fallback Times New Roman', 'Source Serif 4 Fallback Noto Serif', 'Source Serif 4 Fallback DejaVu Serif', Georgia, serif;/,
    );
    const system = (await get('biodiversiteit-kennis', '/').expect(200)).text;
    assert.match(
      system,
      /--gkn-font-primary:Verdana, Geneva, Tahoma, sans-serif;--gkn-font-secondary:Georgia, Cambria, serif;/,
    );
  });

  test('the font files answer 200 as font/woff2, cached for a year, under the CSP font-src self', async () => {
    const page = await get('groenkennisnet', '/').expect(200);
    assert.match(page.headers['content-security-policy'] ?? '', /font-src 'self'/);
    for (const url of preloads(page.text)) {
      const res = await request(server.url)
        .get(url)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200);
      assert.equal(res.headers['content-type'], 'font/woff2');
      assert.match(res.headers['cache-control'] ?? '', /max-age=31536000/);
      assert.match(res.headers['cache-control'] ?? '', /immutable/);
      assert.equal((res.body as Buffer).subarray(0, 4).toString('latin1'), 'wOF2');
    }
  });

  test("the site's prefetch count decides how many faces are preloaded", async () => {
    const one = (await get('akkerbouw-nu', '/').expect(200)).text;
    assert.deepEqual(
      preloads(one).map((u) => u.replace(/-[0-9a-f]{8}\.woff2$/, '')),
      ['/assets/fonts/fira-sans-latin-400'],
    );
    assert.match(
      one,
      /font-family:'Fira Sans Condensed';font-style:normal;font-weight:700/,
      'the heading family is declared even when not preloaded',
    );
    assert.match(one, /setTimeout\(u,300\)/, 'unlock delay of the site');
  });

  test('a site of system fonts only gets no font tags; prefetch count 0 preloads nothing and holds nothing back', async () => {
    const system = (await get('biodiversiteit-kennis', '/').expect(200)).text;
    assert.doesNotMatch(system, /@font-face/);
    assert.deepEqual(preloads(system), []);
    assert.doesNotMatch(system, /gkn-fonts-wait/);
    const none = (await get('precisielandbouw', '/').expect(200)).text;
    assert.deepEqual(preloads(none), []);
    assert.match(none, /\}\)\(document,\[\]\)<\/script>/, 'no face to wait for');
  });
});
