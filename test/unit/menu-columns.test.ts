import assert from 'node:assert/strict';
import { test } from 'node:test';
import { menuColumns } from '../../src/app/layouts/menu-columns.js';
import type { MenuGroup, MenuItem } from '../../src/model/page.js';

const item = (identifier: string, type: MenuItem['type']): MenuItem => ({
  identifier,
  title: identifier,
  type,
  link: { text: identifier, href: `/${identifier}`, external: false },
  subPages: [],
});

test('main items are the first level, normal ones stay where their group is, asides go to the side column', () => {
  const groups: MenuGroup[] = [
    {
      area: 'main',
      title: 'Hoofdmenu',
      items: [item('dossiers', 'main'), item('nieuwsbrief', 'normal'), item('faq', 'aside'), item('nieuws', 'main')],
    },
    { area: 'other', title: 'Snel naar', items: [item('contact', 'aside'), item('agenda', 'main')] },
    { area: 'other', title: 'Partners', items: [item('wur', 'normal')] },
  ];
  const { first, side } = menuColumns(groups);
  assert.deepEqual(
    first.map((i) => i.identifier),
    ['dossiers', 'nieuwsbrief', 'nieuws', 'agenda'],
  );
  assert.deepEqual(
    side.map((g) => [g.title, g.items.map((i) => i.identifier)]),
    [
      [null, ['faq']],
      ['Snel naar', ['contact']],
      ['Partners', ['wur']],
    ],
  );
});

test('side groups with nothing to link are left out', () => {
  const { side } = menuColumns([
    { area: 'main', title: null, items: [item('a', 'main')] },
    { area: 'other', title: 'Leeg', items: [] },
  ]);
  assert.deepEqual(side, []);
});
