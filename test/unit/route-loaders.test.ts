import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { createStaticHandler, type RouteObject } from 'react-router-dom';
import { routes } from '../../src/app/routes/routes.js';
import { loadAllCatalogs } from '../../src/app/i18n/i18n.js';
import type { Locale, Services } from '../../src/model/services.js';
import type { SiteChrome } from '../../src/model/page.js';
import type { SearchRequest } from '../../src/model/search.js';

// Route logic at the loader level: the real route table and its loaders, run by react-router's
// static handler, against a fake services object that records what it was asked. Fast, and
// precise about which upstream call a route makes (or never makes); the HTTP tests keep the rest.

const CHROME: SiteChrome = { menu: [], footer: null } as unknown as SiteChrome;

/** A services object whose every call is recorded; each answer can be overridden. */
function fakeServices(overrides: Partial<Services> = {}) {
  const calls: { name: keyof Services; args: unknown[] }[] = [];
  const defaults: Services = {
    page: async () => ({ status: 404 }),
    chrome: async () => CHROME,
    search: async () => ({ status: 'results', hits: 0, records: [], facets: [] }) as never,
    filters: async () => [{ id: 1, name: 'theme', alias: 'Thema', aliasEng: 'Theme', properties: [] }],
    knowledgeItem: async () => null,
    knowledgeItemResult: async () => ({ status: 404 }),
    preparedQuery: async () => [],
    mapBanner: async () => ({ items: [] }) as never,
    portlet: async () => null,
    contactForm: async () => null,
    preview: async () => ({ status: 400 }),
  };
  const services = Object.fromEntries(
    (Object.keys(defaults) as (keyof Services)[]).map((name) => [
      name,
      (...args: unknown[]) => {
        calls.push({ name, args });
        const implementation = (overrides[name] ?? defaults[name]) as (...a: unknown[]) => unknown;
        return implementation(...args);
      },
    ]),
  ) as unknown as Services;
  return { services, calls, called: (name: keyof Services) => calls.filter((c) => c.name === name) };
}

const handler = createStaticHandler(routes);

async function query(path: string, services: Services, locale: Locale = 'nl') {
  const result = await handler.query(new Request(`http://groenkennisnet.localhost${path}`), {
    requestContext: { services, locale },
  });
  if (result instanceof Response) return { redirect: result.headers.get('location'), status: result.status };
  return { status: result.statusCode, loaderData: result.loaderData, errors: result.errors };
}

before(async () => {
  await loadAllCatalogs();
});

describe('search route loaders', () => {
  test('a blank term goes to *, and the header form (?q=) to the term in the path', async () => {
    const { services } = fakeServices();
    assert.deepEqual(await query('/zoeken', services), { redirect: '/zoeken/*', status: 302 });
    assert.deepEqual(await query('/zoeken?q=mest+en+bodem&theme=Bodem', services), {
      redirect: '/zoeken/mest+en+bodem?theme=Bodem',
      status: 302,
    });
  });

  test('a start that is not a multiple of 20 redirects to the start of its page', async () => {
    const { services, called } = fakeServices();
    assert.deepEqual(await query('/zoeken/mest?start=47', services), {
      redirect: '/zoeken/mest?start=40',
      status: 301,
    });
    assert.deepEqual(await query('/zoeken/mest?start=7', services), { redirect: '/zoeken/mest', status: 301 });
    assert.equal(called('search').length, 0, 'no search before the address is the canonical one');
  });

  test('only known filters and our own parameters reach the search service', async () => {
    const { services, called } = fakeServices();
    const result = await query('/zoeken/mest?theme=Bodem&utm_source=nieuwsbrief&junk=1&start=20', services);
    assert.equal(result.status, 200);
    const [request] = called('search')[0]!.args as [SearchRequest];
    assert.equal(request.term, 'mest');
    assert.equal(request.start, 20);
    assert.deepEqual(request.filters, [{ name: 'theme', values: ['Bodem'] }]);
  });

  test('when the filter list cannot be had, no filter is sent and the results still show', async () => {
    const { services, called } = fakeServices({ filters: async () => [] });
    const result = await query('/zoeken/mest?theme=Bodem', services);
    assert.equal(result.status, 200);
    const [request] = called('search')[0]!.args as [SearchRequest];
    assert.deepEqual(request.filters, []);
  });

  test('a failed search is the search page with 503, so no cache keeps it', async () => {
    const { services } = fakeServices({ search: async () => ({ status: 'error' }) });
    assert.equal((await query('/zoeken/mest', services)).status, 503);
  });

  test('an English search path searches in English on a Dutch site', async () => {
    const { services, called } = fakeServices();
    const result = await query('/search/soil', services, 'en');
    assert.equal(result.status, 200);
    assert.equal((called('search')[0]!.args[0] as SearchRequest).term, 'soil');
  });

  test('a result page asks the knowledge index for its id; an unknown id is a 404', async () => {
    const { services, called } = fakeServices();
    const result = await query('/zoeken/resultaat/bodemleven?id=abc-123', services);
    assert.equal(result.status, 404);
    assert.deepEqual(called('knowledgeItemResult')[0]!.args[0], 'abc-123');
  });

  test('an unknown portlet domain is a 404 without any search', async () => {
    const { services, called } = fakeServices();
    assert.equal((await query('/portlet/onbekend/mest', services)).status, 404);
    assert.equal(called('search').length, 0);
  });
});

describe('routes that never call the CMS', () => {
  for (const path of ['/zoeken/mest', '/mijn-gkn', '/logout', '/ai-zoeken/vraag', '/portlet/onbekend/x']) {
    test(`${path} asks the CMS for no page`, async () => {
      const { services, called } = fakeServices();
      await query(path, services);
      assert.equal(called('page').length, 0);
    });
  }

  test('logout returns to a same-origin path, and goes home for anything else', async () => {
    const { services } = fakeServices();
    assert.deepEqual(await query('/logout?returnTo=%2Fnieuws%2Fx', services), { redirect: '/nieuws/x', status: 303 });
    assert.deepEqual(await query('/logout?returnTo=%2F%2Fevil.example', services), { redirect: '/', status: 303 });
    assert.deepEqual(await query('/logout?returnTo=https%3A%2F%2Fevil.example', services), {
      redirect: '/',
      status: 303,
    });
  });
});

describe('content route loader', () => {
  test('a CMS page the CMS does not have is a 404; one it fails on is a 500', async () => {
    const missing = fakeServices({ page: async () => ({ status: 404 }) });
    assert.equal((await query('/bestaat-niet', missing.services)).status, 404);
    assert.deepEqual(missing.called('page')[0]!.args[0], '/bestaat-niet');
    const failing = fakeServices({ page: async () => ({ status: 500 }) });
    assert.equal((await query('/over-ons', failing.services)).status, 500);
  });

  test("the preview route hands its link's parameters to the preview service; its refusal is the status", async () => {
    const { services, called } = fakeServices();
    assert.equal((await query('/preview?site=groenkennisnet&path=/x&sig=abc', services)).status, 400);
    const params = called('preview')[0]!.args[0] as URLSearchParams;
    assert.deepEqual([params.get('path'), params.get('sig')], ['/x', 'abc']);
    assert.equal(called('page').length, 0);
  });
});

describe('the route table', () => {
  test('every leaf route has a Component, its own or from its lazy module (else the router warns on each match)', async () => {
    const leaves = (list: RouteObject[]): RouteObject[] =>
      list.flatMap((r) => (r.children?.length ? leaves(r.children) : [r]));
    const withoutPage: string[] = [];
    for (const route of leaves(routes)) {
      if (route.Component || route.element) continue;
      const lazy = typeof route.lazy === 'function' ? await route.lazy() : null;
      if (!lazy?.Component && !lazy?.element) withoutPage.push(route.id ?? route.path ?? '?');
    }
    assert.deepEqual(withoutPage, []);
  });
});
