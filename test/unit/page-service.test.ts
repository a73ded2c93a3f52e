import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadPage } from '../../src/server/services/page-service.js';
import { templateOf } from '../../src/app/templates/sections.js';

describe('page service', () => {
  test('an unknown page type is logged once per load and rendered with the default template', async () => {
    const warnings: unknown[] = [];
    const deps = {
      cms: {
        baseUrl: 'http://cms.test/cms',
        page: async () => ({ title: 'T', contents: [], metadata: { 'page-metadata': { page_type: { id: 'Z' } } } }),
      },
      cached: (_k: string, _o: unknown, load: () => Promise<unknown>) => load(),
      logger: { warn: (o: unknown, msg: string) => warnings.push([o, msg]), error: () => {} },
      cmsCache: { ttl: 1, staleFor: 1 },
      searchBaseUrl: 'http://search.test/',
    };
    const scope = { site: { id: 't', api: { cname: 't' }, site: { home: 'index' } }, locale: 'nl' };
    const result = await loadPage(deps as never, scope as never, '/x');
    assert.equal(result.status, 200);
    assert.equal(result.status === 200 && templateOf(result.page.pageType), 'default');
    assert.equal(warnings.length, 1);
    assert.match(String((warnings[0] as unknown[])[1]), /unknown page type/);
  });
});
