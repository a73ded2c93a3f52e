import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { after, describe, test } from 'node:test';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { readSiteFile } from '../../src/sites/site-files.js';
import { buildSiteInput, runSiteAdd, type SiteAddOptions } from '../../src/cli/site-add.js';
import { ask } from '../../src/cli/site-prompt.js';
import type { Output } from '../../src/cli/site-output.js';

const dirs: string[] = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of the real sites, so duplicates against them are found. */
function sitesCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gkn-site-add-'));
  dirs.push(dir);
  cpSync(join(ROOT_DIR, 'sites'), dir, { recursive: true });
  return dir;
}

function options(sitesDir: string, extra: Partial<SiteAddOptions> = {}): SiteAddOptions {
  return {
    title: 'Bodemkennis',
    description: 'Kennis over de bodem.',
    language: 'nl',
    home: 'index',
    fontPrimary: "'Source Sans 3', Arial, sans-serif",
    fontSecondary: 'Georgia, serif',
    scope: 'gkn3',
    mapScope: 'gkn-mapdata',
    baseColor: '#6b3f1d',
    sitesDir,
    ...extra,
  };
}

function capture(): Output & { lines: string[] } {
  const lines: string[] = [];
  return { lines, out: (l) => void lines.push(`out: ${l}`), err: (l) => void lines.push(`err: ${l}`) };
}

describe('buildSiteInput', () => {
  test('fills sections, cname, placeholder and palette from a few values', () => {
    const input = buildSiteInput(
      'bodemkennis',
      options('/x', {
        keywords: 'bodem, , leven ',
        host: ['www.b.nl'],
        acceptanceHost: ['acc.b.nl'],
        interactive: true,
      }),
    );
    assert.deepEqual(input.api, {
      cname: 'bodemkennis',
      sections: {
        gkn_menu: 'menu-bodemkennis',
        gkn_footer: 'footer-bodemkennis',
        gkn_footer_legal: 'legal-bodemkennis',
      },
    });
    assert.deepEqual(input.site.keywords, ['bodem', 'leven']);
    assert.equal(input.site.search_placeholder, 'Zoek in Bodemkennis…');
    assert.deepEqual(input.hosts, [
      { name: 'www.b.nl', environment: 'production' },
      { name: 'acc.b.nl', environment: 'acceptance' },
    ]);
    assert.equal(input.interactivity.enabled, true);
    assert.equal(input.styles.color.gkn_base_color, '#6b3f1d');
    assert.equal(Object.keys(input.styles.color).length, 11);
  });

  test('uses an English placeholder for English sites and keeps a bad colour as typed', () => {
    const input = buildSiteInput('x', options('/x', { language: 'en', title: 'Soil', baseColor: 'brown' }));
    assert.equal(input.site.search_placeholder, 'Search Soil…');
    assert.equal(input.styles.color.gkn_base_color, 'brown');
  });
});

describe('runSiteAdd', () => {
  test('writes a file that validates', async () => {
    const dir = sitesCopy();
    const io = capture();
    assert.equal(await runSiteAdd('bodemkennis', options(dir, { host: ['www.bodemkennis.nl'] }), io, false), 0);
    const { site, problems } = readSiteFile(join(dir, 'bodemkennis.json'));
    assert.deepEqual(problems, []);
    assert.equal(site?.hosts[0]?.name, 'www.bodemkennis.nl');
    assert.match(io.lines[0]!, /^out: created .*bodemkennis\.json$/);
  });

  test('refuses an existing id and leaves its file alone', async () => {
    const dir = sitesCopy();
    const before = readFileSync(join(dir, 'groenkennisnet.json'), 'utf8');
    const io = capture();
    assert.equal(await runSiteAdd('groenkennisnet', options(dir), io, false), 1);
    assert.match(io.lines.join('\n'), /^err: site groenkennisnet already exists: .*groenkennisnet\.json$/);
    assert.equal(readFileSync(join(dir, 'groenkennisnet.json'), 'utf8'), before);
  });

  test('refuses a host or cname that another site uses', async () => {
    const dir = sitesCopy();
    const io = capture();
    assert.equal(
      await runSiteAdd('nieuw', options(dir, { host: ['www.groenkennisnet.nl'], cname: 'stadsgroen' }), io, false),
      1,
    );
    assert.ok(
      io.lines.some((l) =>
        l.endsWith('nieuw.json: api.cname: cname "stadsgroen" is already used by stadsgroen.json (api.cname)'),
      ),
      io.lines.join('\n'),
    );
    assert.ok(
      io.lines.some((l) =>
        l.endsWith(
          'nieuw.json: hosts[0].name: host "www.groenkennisnet.nl" is already used by groenkennisnet.json (hosts[0].name)',
        ),
      ),
    );
    assert.equal(existsSync(join(dir, 'nieuw.json')), false);
  });

  test('refuses colours without enough contrast, with a suggestion', async () => {
    const dir = sitesCopy();
    const io = capture();
    assert.equal(await runSiteAdd('nieuw', options(dir, { baseColor: '#88cc88' }), io, false), 1);
    assert.match(
      io.lines[0]!,
      /nieuw\.json: styles\.color\.gkn_base_color: #88cc88 has contrast 1\.90:1 as text on white; WCAG AA needs 4\.5:1 \(try #[0-9a-f]{6}\)$/,
    );
    assert.equal(existsSync(join(dir, 'nieuw.json')), false);
  });

  test('refuses an invalid id before anything else', async () => {
    const io = capture();
    assert.equal(await runSiteAdd('Nieuw Site', options(sitesCopy()), io, false), 1);
    assert.match(
      io.lines[0]!,
      /Nieuw Site\.json: id: must be lowercase letters, digits and dashes \(2–50 characters\) \(found "Nieuw Site"\)$/,
    );
  });

  test('names every missing required flag when it cannot ask', async () => {
    const io = capture();
    const code = await runSiteAdd('nieuw', options(sitesCopy(), { title: undefined, baseColor: undefined }), io, false);
    assert.equal(code, 1);
    assert.deepEqual(io.lines, [
      'err: missing --title, --base-color: stdin is not a terminal, so gkn cannot ask for them',
    ]);
  });

  test('asks for missing values on a terminal', async () => {
    const dir = sitesCopy();
    const asked: string[] = [];
    const asker = async (questions: readonly { flag: string }[]) => {
      asked.push(...questions.map((q) => q.flag));
      return new Map([
        ['--title', 'Gevraagd'],
        ['--base-color', '#224466'],
      ]);
    };
    const code = await runSiteAdd(
      'gevraagd',
      options(dir, { title: undefined, baseColor: undefined }),
      capture(),
      true,
      asker,
    );
    assert.equal(code, 0);
    assert.deepEqual(asked, ['--title', '--base-color']);
    assert.equal(readSiteFile(join(dir, 'gevraagd.json')).site?.site.title, 'Gevraagd');
  });
});

describe('ask', () => {
  test('repeats a question until the answer passes its check, reading piped lines', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let shown = '';
    output.on('data', (chunk) => (shown += String(chunk)));
    input.end('Mijn site\nrood\n#aa3300\n');
    const answers = await ask(
      [
        { flag: '--title', label: 'Title', check: (a) => (a ? undefined : 'please enter a value') },
        {
          flag: '--base-color',
          label: 'Colour',
          check: (a) => (/^#[0-9a-f]{6}$/.test(a) ? undefined : 'must be a colour like #1a2b3c'),
        },
      ],
      input,
      output,
    );
    assert.deepEqual(
      [...answers],
      [
        ['--title', 'Mijn site'],
        ['--base-color', '#aa3300'],
      ],
    );
    assert.equal(shown, 'Title: Colour:   must be a colour like #1a2b3c\nColour: ');
  });

  test('fails with the flag name when input ends', async () => {
    const input = new PassThrough();
    input.end('');
    await assert.rejects(ask([{ flag: '--title', label: 'Title', check: () => undefined }], input, new PassThrough()), {
      message: 'input ended before a value for --title was given',
    });
  });
});
