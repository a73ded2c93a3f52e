import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pino } from 'pino';
import { loadConfig } from '../../src/config/config.js';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { startDemoUpstream, type DemoUpstream } from '../../src/demo/demo-server.js';
import { loadContactForm } from '../../src/server/forms/contact-form-service.js';
import { PREVIEW_SCOPE, signPreviewLink } from '../../src/server/preview/preview-link.js';
import { loadPreview } from '../../src/server/preview/preview-service.js';
import type { ServiceDeps, ServiceScope } from '../../src/server/services/service-deps.js';
import { startServer, type RunningServer } from '../../src/server/start-server.js';
import { createCmsClient } from '../../src/upstream/cms/cms-client.js';
import { toMenu, toPageContent, type DroppedElement } from '../../src/upstream/cms/cms-mappers.js';
import { hostOf } from '../support/app.js';
import { collectingLogger } from '../support/log-lines.js';

// The product in front of a CMS that serves the demo's content plus one page with broken
// elements: the page renders what parses and each dropped element is logged. The preview and the
// contact form call the CMS through the CMS client, so its observer (the metrics) sees them.

const BROKEN_PATH = 'kapotte-elementen';
const brokenPage = {
  title: 'Kapotte elementen',
  last_updated: '2026-03-26T15:47:00Z',
  contents: [
    {
      area: 'main',
      title: 'Wat wel werkt',
      elements: [
        { type: 'text', id: 'el-1', title: '', html: '<p>Deze tekst blijft staan.</p>' },
        { type: 'carousel', id: 'el-2', title: 'Onbekend', slides: ['a', 'b'] },
        { type: 'image', id: 'el-3', title: '', source: 42, alt: 'Geen bron', caption: 'Kapot beeld' },
        { type: 'person', id: 'el-4', title: 'Expert', role: 'expert', email: 'zonder.naam@example.nl' },
        { type: 'video', id: 'el-5', title: 'Onveilige video', url: 'javascript:alert(1)' },
        { type: 'links', id: 'el-6', title: 'Kapotte links', links: 'geen lijst' },
        'geen element',
        {
          type: 'accordion',
          id: 'el-7',
          title: 'Vragen',
          items: [{ title: 'Blijft dit staan?', html: '<p>Ja.<script>alert(1)</script></p>' }],
        },
      ],
    },
  ],
  metadata: { 'page-metadata': { lead: 'Een pagina met fouten.', headerimage: { source: null, alt: '' } } },
};
const BAD = [
  ['carousel', /unknown element type "carousel"/],
  ['image', /^source: /],
  ['person', /^name: /],
  ['video', /^url: not an https URL/],
  ['links', /^links: /],
  [null, /^element: /],
] as const;

let demo: DemoUpstream;
let cms: Server;
let server: RunningServer;
const PREVIEW_SECRET = 'preview-secret-for-these-tests-0123456789';
/** The signed preview query of a path of groenkennisnet, valid for ten minutes. */
const previewQuery = (path: string) =>
  new URLSearchParams(
    signPreviewLink(
      { site: 'groenkennisnet', path, scope: PREVIEW_SCOPE, exp: Math.floor(Date.now() / 1000) + 600 },
      PREVIEW_SECRET,
    ),
  );
const logs: { msg: string; element?: DroppedElement; path?: string; preview?: string }[] = [];
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

/** Forwards to the demo CMS, except for the broken page. */
function startCms(target: () => string): Promise<Server> {
  const proxy = createServer((req, res) => {
    seen.push({ url: req.url!, headers: req.headers });
    if (req.url!.replace(/\?.*/, '').endsWith(`/nl/groenkennisnet/${BROKEN_PATH}`)) {
      res.setHeader('content-type', 'application/json');
      return void res.end(JSON.stringify(brokenPage));
    }
    const upstream = httpRequest(`${target()}${req.url!.replace(/^\/cms/, '')}`, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    upstream.end();
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(proxy)));
}

before(async () => {
  if (!existsSync(join(ROOT_DIR, 'dist', 'client', 'manifest.json'))) {
    const { buildClient } = await import('../../scripts/build-steps.js');
    await buildClient();
  }
  demo = await startDemoUpstream();
  cms = await startCms(() => demo.cmsBaseUrl);
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PAGE_CACHE_TTL_S: '0',
      CMS_BASE_URL: `http://127.0.0.1:${(cms.address() as AddressInfo).port}/cms`,
      SEARCH_BASE_URL: demo.searchBaseUrl,
      KNOWLEDGE_INDEX_URL: demo.knowledgeIndexUrl,
      NEWSLETTER_URL: demo.newsletterUrl,
      CONTACT_URL: demo.contactUrl,
      PREVIEW_SECRET,
    },
    ROOT_DIR,
  );
  server = await startServer(config, collectingLogger(logs, 'warn'));
});
after(async () => {
  await server?.close();
  await new Promise((resolve) => cms?.close(resolve));
  await demo?.close();
});

/** A GET on the product with a site's Host (fetch may not set Host). */
function get(path: string, site = 'groenkennisnet'): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.url}${path}`, { headers: { host: hostOf(site) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a CMS page with an element of an unknown type or with a malformed field', () => {
  test('renders its other elements; each dropped element is logged with its type and problem', async () => {
    const res = await get(`/${BROKEN_PATH}`);
    assert.equal(res.status, 200);
    assert.match(res.text, /<h1[^>]*>Kapotte elementen</);
    assert.match(res.text, /Deze tekst blijft staan\./);
    assert.match(res.text, /<summary>Blijft dit staan\?<\/summary><div[^>]*><p>Ja\.<\/p><\/div>/, 'sanitised');
    for (const gone of ['Onbekend', 'Kapot beeld', 'zonder.naam@example.nl', 'Onveilige video', 'Kapotte links'])
      assert.doesNotMatch(res.text.replace(/<script\b[\s\S]*?<\/script>/g, ''), new RegExp(gone), gone);
    const dropped = logs.filter((l) => l.msg === 'CMS element dropped' && l.path === BROKEN_PATH);
    assert.equal(dropped.length, BAD.length, JSON.stringify(dropped));
    BAD.forEach(([type, problem], i) => {
      assert.equal(dropped[i]!.element!.type, type);
      assert.equal(dropped[i]!.element!.area, 'main');
      assert.match(dropped[i]!.element!.problem, problem);
    });
  });

  test('the same page in preview renders the same way and logs the same drops', async () => {
    const path = `/${BROKEN_PATH}`;
    const res = await get(`/preview?${previewQuery(path)}`);
    assert.equal(res.status, 200);
    assert.match(res.text, /data-preview="true"/);
    assert.match(res.text, /Deze tekst blijft staan\./);
    assert.equal(logs.filter((l) => l.msg === 'CMS element dropped' && l.preview === path).length, BAD.length);
  });
});

describe('every CMS call goes through the CMS client', () => {
  // The services with a CMS client whose observer (the metrics hook) records each call.
  const observed: { url: string; status?: number }[] = [];
  const deps = () =>
    ({
      cms: createCmsClient({
        baseUrl: `http://127.0.0.1:${(cms.address() as AddressInfo).port}/cms`,
        timeoutMs: 5000,
        observe: (event) => void observed.push(event),
      }),
      // Stored addresses resolve against it; nothing here calls the search service.
      searchBaseUrl: 'http://search.invalid/search',
      cached: (_key: string, _opts: unknown, load: () => Promise<unknown>) => load(),
      cmsCache: { ttl: 1, staleFor: 1 },
      logger: pino({ level: 'silent' }),
      previewSecret: PREVIEW_SECRET,
    }) as unknown as ServiceDeps;
  const scope = (id: string) => {
    const site = JSON.parse(readFileSync(join(ROOT_DIR, 'sites', `${id}.json`), 'utf8'));
    return { site, locale: site.site.language } as ServiceScope;
  };

  test('a preview is one observed CMS call; a refused link is answered without any call', async () => {
    const calls = seen.length;
    const result = await loadPreview(deps(), scope('groenkennisnet'), previewQuery('/over-ons'));
    assert.equal(result.status, 200);
    assert.equal(result.status === 200 && result.page.title, 'Over ons');
    assert.deepEqual(
      observed.splice(0).map((e) => [new URL(e.url).pathname, e.status]),
      [['/cms/nl/groenkennisnet/over-ons', 200]],
    );
    assert.equal(seen.length, calls + 1);
    const altered = previewQuery('/over-ons');
    altered.set('path', '/contact');
    assert.equal((await loadPreview(deps(), scope('groenkennisnet'), altered)).status, 403);
    assert.equal((await loadPreview(deps(), scope('groenkennisnet'), new URLSearchParams())).status, 403);
    assert.equal(seen.length, calls + 1, 'no request for a refused link');
    assert.deepEqual(observed, []);
  });

  test('the contact form is one observed CMS call, with its header', async () => {
    const form = await loadContactForm(deps(), scope('green-knowledge-network'));
    assert.ok(form && form.fields.length > 0);
    assert.deepEqual(
      observed.splice(0).map((e) => [new URL(e.url).pathname, e.status]),
      [['/cms/en/gkn-international/Contactformulier', 200]],
    );
    assert.equal(seen.at(-1)!.url, '/cms/en/gkn-international/Contactformulier');
    assert.equal(seen.at(-1)!.headers['x-requested-with'], 'gkn-web');
  });

  test('the contact page shows the form read that way', async () => {
    const res = await get('/contact-form', 'green-knowledge-network');
    assert.equal(res.status, 200);
    for (const field of ['name', 'email', 'message']) assert.match(res.text, new RegExp(`name="${field}"`));
  });
});

describe("the demo's real content", () => {
  test('every element of every page the menus link to parses: nothing is dropped', async () => {
    const client = createCmsClient({ baseUrl: demo.cmsBaseUrl, timeoutMs: 5000 });
    const dropped: DroppedElement[] = [];
    let pages = 0;
    for (const [language, cname, menuId] of [
      ['nl', 'groenkennisnet', 'groenkennisnet'],
      ['en', 'gkn-international', 'green-knowledge-network'],
    ] as const) {
      const site = (await import(`../../sites/${menuId}.json`, { with: { type: 'json' } })).default;
      const menu = toMenu(await client.section(language, cname, 'gkn_menu', site.api.sections.gkn_menu));
      const paths = new Set(['index']);
      for (const item of menu.flatMap((g) => g.items)) {
        if (item.link && !item.link.external) paths.add(item.link.href.slice(1));
        for (const sub of item.subPages) paths.add(sub.href.slice(1));
      }
      for (const path of paths) {
        toPageContent(await client.page(language, cname, path), (d) => dropped.push(d));
        pages++;
      }
    }
    assert.ok(pages > 30, `${pages} pages`);
    assert.deepEqual(dropped, []);
  });
});
