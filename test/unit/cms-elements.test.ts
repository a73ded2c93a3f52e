import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseCmsElement, toElementLink } from '../../src/upstream/cms/cms-element-schema.js';
import { toContactForm, toPageContent, type DroppedElement } from '../../src/upstream/cms/cms-mappers.js';
import { cmsPageSchema } from '../../src/upstream/cms/cms-schemas.js';

// CMS elements as the CMS sends them (docs/upstream-contracts.md §1.1, as the demo serves them),
// parsed into the typed elements the templates narrow on.

const wire = (contents: unknown[]) => cmsPageSchema.parse({ title: 'T', contents });
const parse = (raw: unknown) => {
  const parsed = parseCmsElement(raw);
  assert.ok(parsed.ok, `parses: ${JSON.stringify(raw)} (${parsed.ok ? '' : parsed.problem})`);
  return parsed.element;
};

describe('CMS elements of every type become typed elements', () => {
  test('text, newsletter, image, video', () => {
    assert.deepEqual(parse({ type: 'text', id: 'el-1', title: '', html: '<p>Bodem <strong>leeft</strong></p>' }), {
      type: 'text',
      id: 'el-1',
      title: null,
      html: '<p>Bodem <strong>leeft</strong></p>',
    });
    assert.deepEqual(parse({ type: 'newsletter', id: 'el-2', title: 'Nieuwsbrief', html: '<p>Elke maand</p>' }), {
      type: 'newsletter',
      id: 'el-2',
      title: 'Nieuwsbrief',
      html: '<p>Elke maand</p>',
    });
    assert.deepEqual(
      parse({
        type: 'image',
        id: 'el-3',
        title: '',
        source: 'http://127.0.0.1:4010/demo-media/scene-bodem-1.svg',
        alt: 'Bodem',
        caption: 'Een akker',
      }),
      {
        type: 'image',
        id: 'el-3',
        title: null,
        source: 'http://127.0.0.1:4010/demo-media/scene-bodem-1.svg',
        alt: 'Bodem',
        caption: 'Een akker',
      },
    );
    assert.deepEqual(
      parse({ type: 'video', id: 'el-4', title: 'Film', url: 'https://www.youtube-nocookie.com/embed/abcdefghijk' }),
      {
        type: 'video',
        id: 'el-4',
        title: 'Film',
        url: 'https://www.youtube-nocookie.com/embed/abcdefghijk',
        file: null,
        poster: null,
      },
    );
  });

  test('links, item-list, accordion, person, form', () => {
    assert.deepEqual(
      parse({
        type: 'links',
        id: 'el-5',
        title: 'Meer weten',
        links: [
          { title: 'Bodemleven', url: '/dossier/bodemleven', type: 'more-info', badge: 'highlight' },
          { title: 'Zoek', url: 'q=organische+stof&theme=Bodem', type: 'search-query' },
          { title: 'Fallback', url: null, type: 'normal', item_id: 'edepot/500002' },
        ],
      }),
      {
        type: 'links',
        id: 'el-5',
        title: 'Meer weten',
        links: [
          {
            title: 'Bodemleven',
            type: 'more-info',
            url: '/dossier/bodemleven',
            itemId: null,
            colour: null,
            badge: 'highlight',
          },
          {
            title: 'Zoek',
            type: 'search-query',
            url: 'q=organische+stof&theme=Bodem',
            itemId: null,
            colour: null,
            badge: null,
          },
          { title: 'Fallback', type: 'normal', url: null, itemId: 'edepot/500002', colour: null, badge: null },
        ],
      },
    );
    assert.deepEqual(
      parse({
        type: 'item-list',
        id: 'el-6',
        title: 'Nieuws',
        query_url: 'http://127.0.0.1:4010/search/gkn3?q=*',
        max: 6,
        display: 'alphabet',
      }),
      {
        type: 'item-list',
        id: 'el-6',
        title: 'Nieuws',
        queryUrl: 'http://127.0.0.1:4010/search/gkn3?q=*',
        max: 6,
        display: 'alphabet',
      },
    );
    assert.equal(
      (parse({ type: 'item-list', id: 'el-6', title: '', query_url: 'http://s/q', max: 3 }) as { display: unknown })
        .display,
      null,
    );
    assert.deepEqual(
      parse({ type: 'accordion', id: 'el-7', title: 'Vragen', items: [{ title: 'Waarom?', html: '<p>Daarom</p>' }] }),
      { type: 'accordion', id: 'el-7', title: 'Vragen', items: [{ title: 'Waarom?', html: '<p>Daarom</p>' }] },
    );
    assert.deepEqual(
      parse({
        type: 'person',
        id: 'el-8',
        title: 'Contactpersoon',
        name: 'Anna de Vries',
        role: 'contact person',
        organisation: 'WUR',
        email: 'anna.devries@groenkennis.example',
        image: { source: 'http://127.0.0.1:4010/demo-media/person-3.svg', alt: 'Anna de Vries' },
      }),
      {
        type: 'person',
        id: 'el-8',
        title: 'Contactpersoon',
        name: 'Anna de Vries',
        role: 'contact person',
        organisation: 'WUR',
        email: 'anna.devries@groenkennis.example',
        photo: 'http://127.0.0.1:4010/demo-media/person-3.svg',
      },
    );
    assert.deepEqual(
      parse({
        type: 'form',
        id: 'f',
        title: 'Stel je vraag',
        submit_label: 'Versturen',
        fields: [
          { name: 'email', label: 'E-mail', type: 'email', required: true },
          { name: 'message', label: 'Vraag', type: 'rich', required: false },
        ],
      }),
      {
        type: 'form',
        id: 'f',
        title: 'Stel je vraag',
        submitLabel: 'Versturen',
        fields: [
          { name: 'email', label: 'E-mail', type: 'email', required: true },
          { name: 'message', label: 'Vraag', type: 'text', required: false },
        ],
      },
    );
  });

  test('an element without a type is text', () => {
    assert.equal(parse({ id: 'el-9', html: '<p>x</p>' }).type, 'text');
  });

  test('rich text is sanitised: no scripts, handlers or javascript: links; blank after that is none', () => {
    const text = parse({
      type: 'text',
      id: 'x',
      html: '<p onclick="steal()">Hoi<script>steal()</script> <a href="javascript:steal()">klik</a></p>',
    });
    assert.equal(text.type === 'text' && text.html, '<p>Hoi <a>klik</a></p>');
    const accordion = parse({
      type: 'accordion',
      id: 'a',
      items: [{ title: 'Q', html: '<img src=x onerror=steal()>' }],
    });
    assert.deepEqual(accordion.type === 'accordion' && accordion.items, [{ title: 'Q', html: '<img src="x" />' }]);
    const blank = parse({ type: 'newsletter', id: 'n', html: '<script>steal()</script>' });
    assert.equal(blank.type === 'newsletter' && blank.html, null);
  });

  test('links: an unknown type is normal, colours only the allowed ones, a link to nothing is left out', () => {
    assert.deepEqual(toElementLink({ title: 'a', type: 'weird', url: '/x' }), {
      title: 'a',
      type: 'normal',
      url: '/x',
      itemId: null,
      colour: null,
      badge: null,
    });
    assert.equal(toElementLink({ title: 'a', url: '/x', color: 'bg-blue' })!.colour, 'bg-blue');
    // requirements §3 Badge types: a link's own badge is highlight or menu; a content type is the item's.
    assert.equal(toElementLink({ title: 'a', url: '/x', badge: 'menu' })!.badge, 'menu');
    assert.equal(toElementLink({ title: 'a', url: '/x', badge: 'highlight' })!.badge, 'highlight');
    for (const other of ['news', 'HIGHLIGHT', 42, '']) {
      assert.equal(toElementLink({ title: 'a', url: '/x', badge: other })!.badge, null, `badge ${String(other)}`);
    }
    assert.equal(
      toElementLink({ title: 'a', url: '/x', color: 'pink' })!.colour,
      null,
      'only the allowed link colours',
    );
    assert.equal(toElementLink({ title: 'a', type: 'pill', url: null }), null);
    assert.equal(toElementLink({ title: 'a', url: null, item_id: 'gkn:1' })!.itemId, 'gkn:1');
    const links = parse({ type: 'links', id: 'l', links: [{ title: 'a', url: null }, 'x', { title: 'b', url: '/b' }] });
    assert.deepEqual(links.type === 'links' && links.links.map((l) => l.title), ['b']);
  });
});

describe('a video element: a player URL or a video file', () => {
  test('a video file (by its extension, http or https) is played by the browser, with its still', () => {
    assert.deepEqual(
      parse({
        type: 'video',
        id: 'v',
        title: 'Film',
        url: 'http://127.0.0.1:4010/demo-media/video-bodem-1-desktop.webm',
        poster: 'http://127.0.0.1:4010/demo-media/scene-bodem-1.jpg',
      }),
      {
        type: 'video',
        id: 'v',
        title: 'Film',
        url: 'http://127.0.0.1:4010/demo-media/video-bodem-1-desktop.webm',
        file: 'video/webm',
        poster: 'http://127.0.0.1:4010/demo-media/scene-bodem-1.jpg',
      },
    );
    const mp4 = parse({ type: 'video', url: 'https://media.example.nl/films/Kas.MP4?v=2' });
    assert.equal(mp4.type === 'video' && mp4.file, 'video/mp4');
    const ogg = parse({ type: 'video', url: 'https://media.example.nl/a.ogv' });
    assert.equal(ogg.type === 'video' && ogg.file, 'video/ogg');
  });

  test('a player URL (no video file) must be https; a still that is not an http(s) address is left out', () => {
    const player = parse({
      type: 'video',
      url: 'https://www.youtube-nocookie.com/embed/x',
      poster: 'javascript:alert(1)',
    });
    assert.equal(player.type === 'video' && player.file, null);
    assert.equal(player.type === 'video' && player.poster, null);
    for (const url of [
      'http://www.youtube.com/embed/x',
      'ftp://media.example.nl/a.webm',
      'data:video/webm,xx',
      'a.webm',
    ])
      assert.equal(parseCmsElement({ type: 'video', url }).ok, false, url);
  });
});

describe('an element of an unknown type or with a malformed field is dropped and reported', () => {
  const bad = [
    { type: 'carousel', id: 'el-2', slides: [] },
    { type: 'image', id: 'el-3', source: 42, alt: 'x' },
    { type: 'image', id: 'el-4', source: '  ', alt: 'no source' },
    { type: 'person', id: 'el-5', role: 'expert' },
    { type: 'video', id: 'el-6', url: 'http://www.youtube.com/embed/x' },
    { type: 'video', id: 'el-7', url: 'javascript:alert(1)' },
    { type: 'item-list', id: 'el-8', title: 'Nieuws', max: 6 },
    { type: 'item-list', id: 'el-9', query_url: 'http://s/q', max: 'veel' },
    { type: 'links', id: 'el-10', links: 'nee' },
    { type: 'text', id: 'el-11', html: { nested: true } },
    { type: 'accordion', id: 'el-12', items: [7] },
    { type: 'text', id: 13, html: '<p>numeric id</p>' },
    'just a string',
    null,
  ];

  test('the page keeps its good elements in order; each bad one is told with its area, place, type and problem', () => {
    const dropped: DroppedElement[] = [];
    const page = toPageContent(
      wire([
        {
          area: 'main',
          title: 'Sectie',
          elements: [
            { type: 'text', id: 'el-1', title: '', html: '<p>Goed</p>' },
            ...bad,
            { type: 'video', id: 'el-99', title: 'Goed', url: 'https://www.youtube-nocookie.com/embed/x' },
          ],
        },
      ]),
      (d) => dropped.push(d),
    );
    assert.deepEqual(
      page.areas[0]!.elements.map((e) => e.id),
      ['el-1', 'el-99'],
    );
    assert.equal(dropped.length, bad.length);
    assert.deepEqual(
      dropped.map((d) => [d.area, d.index, d.type]),
      bad.map((b, i) => ['main', i + 1, b && typeof b === 'object' && typeof b.type === 'string' ? b.type : null]),
    );
    assert.equal(dropped[0]!.id, 'el-2');
    assert.equal(dropped[0]!.problem, 'unknown element type "carousel"');
    assert.match(dropped[1]!.problem, /^source: .*expected string/, 'a malformed field is named');
    assert.match(dropped[4]!.problem, /^url: not an https URL/);
    for (const d of dropped) assert.ok(d.problem.length > 0 && !d.problem.includes('\n'), 'one line per problem');
  });

  test('a page of nothing but bad elements is still a page', () => {
    const page = toPageContent(wire([{ area: 'aside', title: 'Opzij', elements: bad }]));
    assert.equal(page.areas[0]!.title, 'Opzij');
    assert.deepEqual(page.areas[0]!.elements, []);
  });
});

describe('the contact form', () => {
  const field = { name: 'message', label: 'Vraag', type: 'textarea', required: true };
  test('the first form of the main area that parses', () => {
    const dropped: DroppedElement[] = [];
    const form = toContactForm(
      wire([
        { area: 'aside', elements: [{ type: 'form', id: 'aside-form', fields: [field] }] },
        {
          area: 'main',
          elements: [
            { type: 'form', id: 'broken', fields: [{ name: 'Bad Name!', label: 'x' }] },
            { type: 'form', id: 'good', title: 'Stel je vraag', submit_label: 'Versturen', fields: [field] },
          ],
        },
      ]),
      (d) => dropped.push(d),
    );
    assert.deepEqual(form, {
      id: 'good',
      pageTitle: 'T',
      title: 'Stel je vraag',
      submitLabel: 'Versturen',
      fields: [field],
    });
    assert.deepEqual(
      dropped.map((d) => d.id),
      ['broken'],
    );
  });
  test('none that parses: no form', () => {
    assert.equal(toContactForm(wire([{ area: 'main', elements: [{ type: 'text', html: '<p>x</p>' }] }])), null);
    assert.equal(toContactForm(wire([{ area: 'main', elements: [{ type: 'form', fields: 'x' }] }])), null);
  });
});

describe('addresses on the configured upstream are stored relative to it', () => {
  const bases = { cmsBaseUrl: 'http://127.0.0.1:4010/cms', searchBaseUrl: 'http://127.0.0.1:4010/search/' };
  const media = (name: string) => `http://127.0.0.1:4010/demo-media/${name}`;
  const page = toPageContent(
    {
      ...wire([
        {
          area: 'main',
          elements: [
            { type: 'image', id: 'img', source: media('a.svg'), alt: 'A' },
            { type: 'image', id: 'ext', source: 'https://images.example.nl/b.jpg', alt: 'B' },
            { type: 'item-list', id: 'list', query_url: 'http://127.0.0.1:4010/search/gkn3?q=*&wq_max=4' },
            { type: 'item-list', id: 'away', query_url: 'http://elsewhere.example/search/gkn3?q=*' },
            { type: 'person', id: 'p', name: 'Jan', image: { source: media('p.svg') } },
            { type: 'video', id: 'v', url: 'https://www.youtube-nocookie.com/embed/x' },
            { type: 'video', id: 'film', url: media('f.webm'), poster: media('f.jpg') },
            {
              type: 'links',
              id: 'l',
              links: [
                { title: 'Pdf', url: media('doc.pdf') },
                { title: 'Zoek', type: 'search-query', url: 'q=bodem' },
              ],
            },
            { type: 'text', id: 't', html: `<p><img src="${media('x.svg')}?a=1&amp;b=2" alt="x" /></p>` },
          ],
        },
      ]),
      metadata: {
        'page-metadata': {
          headerimage: { source: media('h.svg'), alt: '' },
          video_header: { source: media('v.webm'), poster: media('v.svg') },
        },
      },
    },
    () => {},
    bases,
  );
  const elements = Object.fromEntries(page.areas[0]!.elements.map((e) => [e.id, e]));

  test('media on the CMS origin become cms: paths, prepared queries under the search base search: ones', () => {
    assert.equal(page.headerImage?.source, 'cms:/demo-media/h.svg');
    assert.deepEqual(page.videoHeader, {
      source: 'cms:/demo-media/v.webm',
      poster: 'cms:/demo-media/v.svg',
      type: null,
    });
    assert.equal(elements.img?.type === 'image' && elements.img.source, 'cms:/demo-media/a.svg');
    assert.equal(elements.p?.type === 'person' && elements.p.photo, 'cms:/demo-media/p.svg');
    assert.equal(elements.film?.type === 'video' && elements.film.url, 'cms:/demo-media/f.webm');
    assert.equal(elements.film?.type === 'video' && elements.film.poster, 'cms:/demo-media/f.jpg');
    assert.equal(elements.list?.type === 'item-list' && elements.list.queryUrl, 'search:gkn3?q=*&wq_max=4');
    assert.equal(elements.l?.type === 'links' && elements.l.links[0]!.url, 'cms:/demo-media/doc.pdf');
    assert.equal(
      elements.t?.type === 'text' && elements.t.html,
      '<p><img src="cms:/demo-media/x.svg?a=1&amp;b=2" alt="x" /></p>',
    );
  });

  test('addresses elsewhere, and values that are not addresses, stay as given', () => {
    assert.equal(elements.ext?.type === 'image' && elements.ext.source, 'https://images.example.nl/b.jpg');
    assert.equal(
      elements.away?.type === 'item-list' && elements.away.queryUrl,
      'http://elsewhere.example/search/gkn3?q=*',
    );
    assert.equal(elements.v?.type === 'video' && elements.v.url, 'https://www.youtube-nocookie.com/embed/x');
    assert.equal(elements.l?.type === 'links' && elements.l.links[1]!.url, 'q=bodem');
  });

  test('without upstreams to store for (a preview, never cached) addresses stay absolute', () => {
    const absolute = toPageContent(wire([{ area: 'main', elements: [{ type: 'image', source: media('a.svg') }] }]));
    assert.equal(
      absolute.areas[0]!.elements[0]?.type === 'image' && absolute.areas[0]!.elements[0].source,
      media('a.svg'),
    );
  });
});
