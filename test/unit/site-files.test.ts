import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import {
  checkSiteConfig,
  findJsonSyntaxError,
  formatJsonPath,
  listSiteFiles,
  parseJson,
  readSiteFile,
  validateSiteFiles,
} from '../../src/sites/site-files.js';
import type { SiteConfigInput } from '../../src/sites/site-schema.js';
import { formatProblem } from '../../src/cli/site-output.js';

const SITES_DIR = join(ROOT_DIR, 'sites');

function sampleSite(id: string, host = `www.${id}.nl`): SiteConfigInput {
  const c = '#1e6b3a';
  return {
    id,
    site: {
      title: `Site ${id}`,
      description: 'Een site.',
      keywords: ['groen'],
      language: 'nl',
      search_placeholder: 'Zoek…',
    },
    styles: {
      color: {
        gkn_base_color: c,
        gkn_highlight_color: '#8cc63f',
        gkn_banner_color: '#14532d',
        gkn_link_color: c,
        gkn_video_color: c,
        gkn_news_color: c,
        gkn_activity_color: c,
        gkn_dossier_color: c,
        gkn_other_color: c,
        gkn_project_color: c,
        gkn_gkz_color: c,
      },
      typography: { primary: 'Arial, sans-serif', secondary: 'Georgia, serif' },
    },
    api: {
      cname: id,
      sections: { gkn_menu: `menu-${id}`, gkn_footer: `footer-${id}`, gkn_footer_legal: `legal-${id}` },
    },
    interactivity: { enabled: false },
    hosts: [{ name: host, environment: 'production' }],
  };
}

const dirs: string[] = [];
function tempDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gkn-site-files-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  return dir;
}
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const lines = (problems: Parameters<typeof formatProblem>[0][], dir: string) =>
  problems.map((p) => formatProblem(p, dir));

describe('the site files in sites/', () => {
  const { sites, problems } = validateSiteFiles(listSiteFiles(SITES_DIR));

  test('all validate without problems', () => {
    assert.deepEqual(lines(problems, ROOT_DIR), []);
  });

  test('are exactly 30 sites, one of them English', () => {
    assert.equal(sites.length, 30);
    assert.deepEqual(
      sites.filter((s) => s.site.language === 'en').map((s) => s.id),
      ['green-knowledge-network'],
    );
  });

  test('have unique titles and palettes', () => {
    assert.equal(new Set(sites.map((s) => s.site.title)).size, 30);
    assert.equal(new Set(sites.map((s) => JSON.stringify(s.styles.color))).size, 30);
  });

  test('serve acceptance hosts for at least 8 sites and a production host for most', () => {
    const withAcceptance = sites.filter((s) => s.hosts.some((h) => h.environment === 'acceptance'));
    const withProduction = sites.filter((s) => s.hosts.some((h) => h.environment === 'production'));
    assert.ok(withAcceptance.length >= 8, `${withAcceptance.length} sites with an acceptance host`);
    assert.ok(withProduction.length >= 25, `${withProduction.length} sites with a production host`);
  });

  test('give 4 sites 1 or 2 portlets, embeddable only from real https origins (no test origins)', () => {
    const withPortlets = sites.filter((s) => s.portlets.length > 0);
    assert.equal(withPortlets.length, 4);
    assert.ok(withPortlets.every((s) => s.portlets.length <= 2));
    const origins = sites.flatMap((s) => s.portlets.flatMap((p) => p.embed_origins));
    assert.ok(origins.length > 0);
    for (const origin of origins) {
      const { protocol, hostname } = new URL(origin);
      assert.equal(protocol, 'https:', origin);
      assert.ok(!/(^|\.)localhost$|^127\.|^\[::1\]$/.test(hostname), `${origin} is a test origin`);
    }
  });

  test('mix own and shared scopes and interactivity', () => {
    const ownScope = sites.filter((s) => s.gkz.scope === s.id).length;
    const interactive = sites.filter((s) => s.interactivity.enabled).length;
    assert.ok(ownScope >= 6 && ownScope <= 10, `${ownScope} sites with their own scope`);
    assert.ok(interactive >= 12 && interactive <= 18, `${interactive} interactive sites`);
  });
});

describe('validateSiteFiles', () => {
  test('reports a duplicate host on the later file, with its JSON path and the first owner', () => {
    const dir = tempDir({ 'a.json': sampleSite('a', 'www.same.nl'), 'b.json': sampleSite('b', 'www.same.nl') });
    const { sites, problems } = validateSiteFiles(listSiteFiles(dir));
    assert.deepEqual(lines(problems, dir), [
      'b.json: hosts[0].name: host "www.same.nl" is already used by a.json (hosts[0].name)',
    ]);
    assert.deepEqual(
      sites.map((s) => s.id),
      ['a'],
    );
  });

  test('reports a duplicate cname and portlet domain', () => {
    const a = {
      ...sampleSite('a'),
      portlets: [{ domain: 'p1', title: 'P', provider: { name: 'X', url: 'https://x.nl' } }],
    };
    const b = {
      ...sampleSite('b'),
      api: { ...sampleSite('b').api, cname: 'a' },
      portlets: [{ domain: 'p1', title: 'P', provider: { name: 'X', url: 'https://x.nl' } }],
    };
    const dir = tempDir({ 'a.json': a, 'b.json': b });
    assert.deepEqual(lines(validateSiteFiles(listSiteFiles(dir)).problems, dir), [
      'b.json: api.cname: cname "a" is already used by a.json (api.cname)',
      'b.json: portlets[0].domain: portlet domain "p1" is already used by a.json (portlets[0].domain)',
    ]);
  });

  test('reports a host repeated inside one file', () => {
    const site = sampleSite('a');
    site.hosts = [
      { name: 'www.a.nl', environment: 'production' },
      { name: 'www.a.nl', environment: 'acceptance' },
    ];
    const dir = tempDir({ 'a.json': site });
    assert.deepEqual(lines(validateSiteFiles(listSiteFiles(dir)).problems, dir), [
      'a.json: hosts[1].name: host "www.a.nl" is already used by hosts[0].name',
    ]);
  });

  test('reports a file whose name is not <id>.json', () => {
    const dir = tempDir({ 'wrong-name.json': sampleSite('right-name') });
    assert.deepEqual(lines(validateSiteFiles(listSiteFiles(dir)).problems, dir), [
      'wrong-name.json: id: is "right-name" but the file is named wrong-name.json; rename the file to right-name.json or change the id',
    ]);
  });

  test('reports a bad colour at its JSON path', () => {
    const site = sampleSite('a');
    site.styles.color.gkn_base_color = 'red';
    const dir = tempDir({ 'a.json': site });
    assert.deepEqual(lines(validateSiteFiles(listSiteFiles(dir)).problems, dir), [
      'a.json: styles.color.gkn_base_color: must be a colour like #1a2b3c (found "red")',
    ]);
  });

  test('reports broken JSON with line and column', () => {
    const dir = tempDir({ 'a.json': '{\n  "id": "a",\n  "site": {,\n}' });
    assert.deepEqual(lines(validateSiteFiles(listSiteFiles(dir)).problems, dir), [
      'a.json: (file): is not valid JSON: expected a property name in double quotes but found "," at line 3, column 12',
    ]);
  });

  test('checks every file and keeps the good ones', () => {
    const dir = tempDir({ 'a.json': sampleSite('a'), 'b.json': '{', 'c.json': sampleSite('c') });
    const { sites, problems } = validateSiteFiles(listSiteFiles(dir));
    assert.deepEqual(
      sites.map((s) => s.id),
      ['a', 'c'],
    );
    assert.equal(problems.length, 1);
  });
});

describe('readSiteFile and checkSiteConfig', () => {
  test('fill schema defaults', () => {
    const dir = tempDir({ 'a.json': sampleSite('a') });
    const { site, problems } = readSiteFile(join(dir, 'a.json'));
    assert.deepEqual(problems, []);
    assert.equal(site?.gkz.scope, 'gkn3');
    assert.equal(site?.site.home, 'index');
    assert.deepEqual(site?.portlets, []);
  });

  test('say a missing file does not exist', () => {
    assert.deepEqual(readSiteFile('/nonexistent/x.json').problems, [
      { file: '/nonexistent/x.json', path: '(file)', message: 'does not exist' },
    ]);
  });

  test('word schema problems for a site admin', () => {
    const site = sampleSite('a') as Record<string, unknown> & SiteConfigInput;
    const bad = {
      ...site,
      colour: 'x',
      site: { ...site.site, title: '', language: 'de' },
      interactivity: { enabled: 'yes' },
      api: undefined,
      hosts: [{ name: 'WWW.A.NL', environment: 'production' }],
    };
    const messages = checkSiteConfig(bad, 'a.json').problems.map((p) => `${p.path}: ${p.message}`);
    assert.deepEqual(messages, [
      'site.title: must not be empty',
      'site.language: must be one of "nl", "en" (found "de")',
      'api: is required',
      'interactivity.enabled: must be true or false (found "yes")',
      'hosts[0].name: must be a lowercase host name such as www.example.nl (found "WWW.A.NL")',
      'colour: is not a known field (check the spelling, or remove it)',
    ]);
  });
});

describe('JSON helpers', () => {
  test('formatJsonPath writes dotted paths with indexes', () => {
    assert.equal(formatJsonPath(['styles', 'color', 'gkn_base_color']), 'styles.color.gkn_base_color');
    assert.equal(formatJsonPath(['hosts', 2, 'name']), 'hosts[2].name');
    assert.equal(formatJsonPath([]), '(root)');
    assert.equal(formatJsonPath(['a b']), '["a b"]');
  });

  test('parseJson accepts a byte order mark and names common mistakes', () => {
    assert.deepEqual(parseJson('\uFEFF{"a":1}'), { ok: true, value: { a: 1 } });
    const reason = (text: string) => findJsonSyntaxError(text)?.reason;
    assert.equal(reason('{"a":1,}'), 'trailing comma before }');
    assert.equal(reason('[1,]'), 'trailing comma before ]');
    assert.equal(reason("{'a':1}"), 'expected a property name in double quotes but found "\'"');
    assert.equal(reason('{"a":1 // x\n}'), 'comments are not allowed in JSON');
    assert.equal(reason('{"a":1\n"b":2}'), "expected ',' or '}' after a property value");
    assert.equal(reason('{"a":"x'), 'this text is never closed with "');
    assert.equal(reason('{"a":'), 'the file ends too early (a closing } or ] may be missing)');
    assert.equal(reason('{"a":tru}'), 'expected a value but found "t"');
    assert.equal(reason('{"a":[1,2,{"b":null}],"c":-1.5e3,"d":"\\u00e9\\n"}'), undefined);
  });

  test('parseJson places the error by line and column', () => {
    assert.deepEqual(parseJson('{\n  "a": 1\n  "b": 2\n}'), {
      ok: false,
      message: "is not valid JSON: expected ',' or '}' after a property value at line 3, column 3",
    });
  });

  test('listSiteFiles returns sorted .json files and nothing for a missing directory', () => {
    const dir = tempDir({ 'b.json': '{}', 'a.json': '{}', 'notes.txt': '' });
    assert.deepEqual(listSiteFiles(dir), [join(dir, 'a.json'), join(dir, 'b.json')]);
    assert.deepEqual(listSiteFiles(join(dir, 'missing')), []);
  });
});
