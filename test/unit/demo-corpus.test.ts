import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseRecordCount, runDemoSeed, DemoSeedError } from '../../src/demo/seed.js';
import { generateRecords } from '../../src/demo/corpus.js';
import { FaultRegistry } from '../../src/demo/faults.js';
import { themesFor } from '../../src/demo/site-files.js';
import { demoMedia } from '../../src/demo/media.js';
import { sceneSvg, SCENE_THEMES, SCENE_VARIANTS } from '../../src/demo/scenes.js';
import { THEMES } from '../../src/demo/vocab-themes.js';

describe('demo corpus', () => {
  test('is the same for the same seed, different for another, and record i does not depend on the count', () => {
    const a = generateRecords(50, 7);
    assert.deepEqual(generateRecords(50, 7), a);
    assert.notDeepEqual(generateRecords(50, 8), a);
    assert.deepEqual(generateRecords(10, 7), a.slice(0, 10));
  });

  test('has unique ids, years 1995 to next year (coming events), both languages and about a fifth legacy links', () => {
    const records = generateRecords(1000);
    assert.equal(new Set(records.map((r) => r.id)).size, 1000);
    const nextYear = new Date().getUTCFullYear() + 1;
    assert.ok(records.every((r) => r.year >= 1995 && r.year <= nextYear));
    const en = records.filter((r) => r.language === 'en').length;
    assert.ok(en > 60 && en < 200, `${en} English`);
    const legacy = records.filter((r) => r.url !== undefined && r.links === undefined).length;
    assert.ok(legacy > 120 && legacy < 260, `${legacy} legacy`);
    assert.ok(records.some((r) => r.url === undefined && r.links === undefined));
  });

  test('record counts must be whole numbers from 1 to 1,000,000', async () => {
    assert.equal(parseRecordCount('100_000'), 100000);
    assert.equal(parseRecordCount(5), 5);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '1000001', undefined])
      assert.throws(() => parseRecordCount(bad), DemoSeedError, String(bad));
    await assert.rejects(
      runDemoSeed({ records: 'lots', out: '/nonexistent/never-written.ndjson' }),
      /positive whole number/,
    );
  });
});

describe('demo faults', () => {
  test('path-specific faults win over general ones, target-specific over all', () => {
    const f = new FaultRegistry();
    f.set('all', { kind: 'down' });
    f.set('cms', { kind: 'status', status: 502 });
    f.set('cms', { kind: 'invalid-json' }, { pathIncludes: '/over-ons' });
    assert.deepEqual(f.match('cms', '/cms/nl/x/over-ons'), { kind: 'invalid-json' });
    assert.deepEqual(f.match('cms', '/cms/nl/x/contact'), { kind: 'status', status: 502 });
    assert.deepEqual(f.match('search', '/search/gkn3'), { kind: 'down' });
  });

  test('clearing a target clears its path faults too; clearing all clears everything', () => {
    const f = new FaultRegistry();
    f.set('cms', { kind: 'down' }, { pathIncludes: '/a' });
    f.set('search', { kind: 'down' });
    f.set('cms', null);
    assert.equal(f.match('cms', '/a'), undefined);
    assert.equal(f.list().length, 1);
    f.set('all', null);
    assert.deepEqual(f.list(), []);
  });

  test('rejects faults that make no sense', () => {
    const f = new FaultRegistry();
    assert.throws(() => f.set('cms', { kind: 'status', status: 42 }));
    assert.throws(() => f.set('cms', { kind: 'slow', ms: -1 }));
  });
});

describe('demo sites and media', () => {
  test('a site gets the themes it mentions first, topped up to three', () => {
    assert.deepEqual(themesFor('kennisbank-bodem', 'kennisbank-bodem Kennisbank Bodem bodemleven'), [
      'bodem',
      'akkerbouw',
      'water',
    ]);
    assert.equal(themesFor('x', 'nothing to see').length, 3);
  });

  test('media names map to JPEG scenes, SVG portraits and wordmarks; anything else to nothing', async () => {
    const scene = await demoMedia('scene-bodem-3.jpg')!;
    assert.equal(scene.type, 'image/jpeg');
    assert.deepEqual([...(scene.body as Buffer).subarray(0, 3)], [0xff, 0xd8, 0xff], 'a JPEG');
    assert.deepEqual((await demoMedia('scene-bodem-3.jpg')!).body, scene.body, 'same name, same bytes');
    const person = await demoMedia('person-11.svg')!;
    assert.equal(person.type, 'image/svg+xml');
    assert.match(String(person.body), /^<svg /);
    const logo = await demoMedia('logo-stichting-levende-bodem.svg')!;
    const words = [...String(logo.body).matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    assert.equal(words.join(' '), 'Stichting Levende Bodem', 'the wordmark spells the name');
    for (const name of [
      'person-12.svg',
      'scene-bodem-8.jpg', // one past the variants
      'scene-nergens-1.jpg',
      'scene-bodem-3.svg',
      'logo-onbekende-club.svg',
      '../etc/passwd',
    ])
      assert.equal(demoMedia(name), undefined, name);
  });

  test('each theme has its own scene, and a scene varies per variant', () => {
    const scenes = SCENE_THEMES.map((theme) => sceneSvg(theme, 0));
    assert.equal(new Set(scenes).size, SCENE_THEMES.length);
    assert.deepEqual(
      [...SCENE_THEMES].sort(),
      THEMES.map((t) => t.slug).sort(),
      'every theme of the corpus has a scene',
    );
    for (const theme of SCENE_THEMES) {
      const variants = Array.from({ length: SCENE_VARIANTS }, (_, v) => sceneSvg(theme, v));
      assert.equal(new Set(variants).size, SCENE_VARIANTS, theme);
    }
  });
});
