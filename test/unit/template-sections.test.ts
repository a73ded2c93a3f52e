import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { chromeHintsFor, mainSections, templateOf } from '../../src/app/templates/sections.js';
import { toPageContent } from '../../src/upstream/cms/cms-mappers.js';

describe('templates and sections', () => {
  test('no page type or an unknown one: the default template', () => {
    assert.equal(templateOf('default'), 'default');
    assert.equal(templateOf('Z'), 'default');
    assert.equal(templateOf('dossier-contact'), 'dossier-contact');
  });
  test('titled main areas are TOC entries with section ids in order', () => {
    const p = toPageContent({
      title: 'T',
      contents: [
        { area: 'summary', title: 'S', elements: [] },
        { area: 'main', title: 'Een', elements: [] },
        { area: 'main', title: '', elements: [] },
        { area: 'main', title: 'Twee', elements: [] },
      ],
      metadata: {},
    } as never);
    assert.deepEqual(
      mainSections(p).map((s) => s.id),
      ['section-0', null, 'section-1'],
    );
    assert.deepEqual(chromeHintsFor(p, 'dossier-A').toc, [
      { title: 'Een', id: 'section-0' },
      { title: 'Twee', id: 'section-1' },
    ]);
    assert.equal(chromeHintsFor(p, 'A').toc, null, 'a short page gets no table of contents');
  });
  test('page metadata chooses layout, size and map page (requirements §2); anything unknown is the default', () => {
    const hints = (meta: Record<string, unknown>) => {
      const p = toPageContent({ title: 'T', contents: [], metadata: { 'page-metadata': meta } } as never);
      return chromeHintsFor(p, templateOf(p.pageType));
    };
    const at = { lat: 52, lon: 5, radius_km: 30 };
    assert.deepEqual(hints({ layout: { id: 'sand' }, size: { id: 'small' } }), {
      toc: null,
      alphabet: null,
      layout: 'sand',
      size: 'small',
      mapPage: false,
    });
    assert.equal(hints({ layout: 'clean' }).layout, 'clean', 'a bare id too');
    assert.equal(hints({ layout: { id: 'portlet' } }).layout, 'default', 'route layouts are not for pages');
    assert.equal(hints({ layout: { id: 'nonsense' } }).layout, 'default');
    assert.equal(hints({ size: { id: 'huge' } }).size, undefined);
    assert.equal(hints({ map_page: true, location: at }).mapPage, true);
    assert.equal(hints({ map_page: true }).mapPage, false, 'no map page without a place to map');
    assert.equal(hints({ map_page: 'yes', location: at }).mapPage, false);
  });
});
