import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { resultPagePath, searchQueryPath } from '../../src/app/logic/result-path.js';
import { slugify } from '../../src/app/logic/slug.js';

describe('links built from CMS content', () => {
  test('a search-query link turns its query string into a search URL', () => {
    assert.equal(searchQueryPath('nl', 'q=organische+stof&theme=Bodem'), '/zoeken/organische+stof?theme=Bodem');
    assert.equal(searchQueryPath('en', 'q='), '/search/*');
    assert.equal(searchQueryPath('nl', '?q=c%2B%2B  bodem'), '/zoeken/c%2B%2B+bodem');
  });
  test('item links lead to the result page with the id', () => {
    assert.equal(
      resultPagePath('nl', 'Wat weten we? Stand van de kennis', 'edepot/500002'),
      '/zoeken/resultaat/wat-weten-we-stand-van-de-kennis?id=edepot%2F500002',
    );
    assert.equal(resultPagePath('en', 'Über', 'x'), '/search/result/uber?id=x');
    assert.equal(slugify('!!!'), 'item');
  });
});
