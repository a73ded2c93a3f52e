import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import request from 'supertest';
import { resultUrlOf } from '../../src/app/logic/search-url.js';
import { PLANTED_LONG_TITLE_ID } from '../../src/demo/planted-records.js';
import { hostOf, startTestApp, type TestServer } from '../support/app.js';

// Issue 13 item 12, requirements §3: a result page shows every summary item the search list
// showed of its record (an event's when, location and organiser, a project's status, …), in the
// same words, besides its publisher, year and links; on the Dutch and the English site. Its authors
// carry the roles the record gives them (requirements §3.19): contact, contact person, expert and
// dossier owner are named after the author's name, any other role is not.

let server: TestServer;
before(async () => {
  server = await startTestApp();
});
after(() => server?.close());

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
/** The dt/dd pairs of an HTML fragment, as "label: value". */
const pairs = (html: string) =>
  [...html.matchAll(/<dt>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((m) => `${decode(m[1]!)}: ${decode(m[2]!)}`);

for (const site of [
  { id: 'groenkennisnet', search: '/zoeken/bodem', result: '/zoeken/resultaat/' },
  { id: 'green-knowledge-network', search: '/search/soil', result: '/search/result/' },
]) {
  test(`${site.id}: each result page shows the summary items its list entry showed`, async () => {
    const list = (await request(server.url).get(site.search).set('Host', hostOf(site.id)).expect(200)).text;
    const links = [...list.matchAll(new RegExp(`href="(${site.result}[^"]+)"`, 'g'))];
    assert.ok(links.length >= 10, 'a page of results');
    let withSummary = 0;
    for (const [i, link] of links.entries()) {
      // The list entry: from its title link to the next one.
      const entry = list.slice(link.index, links[i + 1]?.index ?? list.indexOf('</ol>', link.index));
      const shown = pairs(entry);
      if (shown.length === 0) continue;
      withSummary++;
      const page = (await request(server.url).get(decode(link[1]!)).set('Host', hostOf(site.id)).expect(200)).text;
      const onPage = pairs(page);
      for (const pair of shown)
        assert.ok(onPage.includes(pair), `${link[1]}: "${pair}" shown in the list, not on the page`);
    }
    assert.ok(withSummary >= 5, `results with summary items: ${withSummary}`);
  });
}

/** The text of an HTML fragment: tags and React's text separators dropped, entities decoded. */
const textOf = (html: string) => decode(html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ''));
/** The authors as the page shows them: the dd after the authors label. */
const authorsOn = (html: string, label: string) =>
  textOf(html.match(new RegExp(`<dt>${label.replace(/[()]/g, '\\$&')}</dt><dd[^>]*>(.*?)</dd>`))?.[1] ?? '');

const ROLE_LABELS = {
  nl: { contact: 'contact', 'contact person': 'contactpersoon', expert: 'expert', 'dossier owner': 'dossierhouder' },
  en: { contact: 'contact', 'contact person': 'contact person', expert: 'expert', 'dossier owner': 'dossier owner' },
} as const;

interface DemoRecord {
  id: string;
  title: string;
  authors: string[];
  author_roles?: Record<string, string>;
}

/** Records of one content subtype straight from the demo search service: what the record says. */
async function demoRecords(subtype: string, max: number): Promise<DemoRecord[]> {
  const url = `${server.demo.searchBaseUrl}gkn3?q=*&wq_flt=contentsubtype&wq_val=${subtype}&wq_max=${max}`;
  const body = (await (await fetch(url)).json()) as { records: DemoRecord[] };
  return body.records;
}

/** What the page should show: each name, with its role's label when the role is one of the four. */
function expectedAuthors(record: DemoRecord, lang: 'nl' | 'en'): string {
  const labels: Record<string, string> = ROLE_LABELS[lang];
  const shown = record.authors.map((name) => {
    const role = record.author_roles?.[name];
    return role && labels[role] ? `${name}, ${labels[role]}` : name;
  });
  return shown.join(shown.some((a, i) => a !== record.authors[i]) ? '; ' : ', ');
}

for (const site of [
  { id: 'groenkennisnet', lang: 'nl', label: 'Auteur(s)' },
  { id: 'green-knowledge-network', lang: 'en', label: 'Author(s)' },
] as const) {
  test(`${site.id}: a result page names each author's role the record gives, and no role it does not`, async () => {
    const [planted] = (await demoRecords('source', 2000)).filter((r) => r.id === PLANTED_LONG_TITLE_ID);
    assert.ok(planted, 'the planted report is a search record');
    const records = [
      planted,
      ...(await demoRecords('expert', 3)),
      ...(await demoRecords('dossier', 3)),
      ...(await demoRecords('contact', 3)),
      ...(await demoRecords('project', 40)).filter((r) => r.authors.length > 0).slice(0, 8),
      ...(await demoRecords('source', 40)).filter((r) => r.authors.length > 0).slice(0, 8),
    ];
    const roles = new Set(records.flatMap((r) => Object.values(r.author_roles ?? {})));
    for (const role of ['contact', 'contact person', 'expert', 'dossier owner', 'editor'])
      assert.ok(roles.has(role), `the records checked include a "${role}"`);
    assert.ok(
      records.some((r) => r.authors.length > 1 && !r.author_roles),
      'the records checked include authors without roles',
    );
    for (const record of records) {
      const path = resultUrlOf({ kind: 'site', locale: site.lang }, record.title, record.id);
      const page = (await request(server.url).get(path).set('Host', hostOf(site.id)).expect(200)).text;
      assert.equal(authorsOn(page, site.label), expectedAuthors(record, site.lang), record.id);
    }
    const lang = site.lang;
    assert.equal(
      expectedAuthors(planted, lang),
      lang === 'nl'
        ? 'Jan de Vries, expert; Eva Bakker, contactpersoon; Sanne Visser'
        : 'Jan de Vries, expert; Eva Bakker, contact person; Sanne Visser',
    );
  });
}

test('the search list shows the roles by the authors’ names, as the result page does', async () => {
  const list = (
    await request(server.url).get('/zoeken/Bodemdalingsonderzoeksprogramma').set('Host', hostOf('groenkennisnet'))
  ).text;
  assert.match(
    textOf(list),
    /Jan de Vries, expert; Eva Bakker, contactpersoon; Sanne Visser · Nationaal Kennisprogramma Bodemdaling/,
  );
});
