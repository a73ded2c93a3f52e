import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { messages as enMessages } from '../../locales/en/messages.js';
import { messages as nlMessages } from '../../locales/nl/messages.js';

/** msgid -> msgstr of a PO catalog. */
function readPo(locale: string): Map<string, string> {
  const po = readFileSync(`${ROOT_DIR}/locales/${locale}/messages.po`, 'utf8');
  const entries = new Map<string, string>();
  for (const m of po.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"/gm)) entries.set(m[1]!, m[2]!);
  return entries;
}

/** Every id the source uses: i18n._({ id: '…' }), i18n._('…') and <Trans id="…">. */
function idsInSource(): Set<string> {
  const ids = new Set<string>();
  for (const file of readdirSync(`${ROOT_DIR}/src/app`, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    const source = readFileSync(`${ROOT_DIR}/src/app/${file}`, 'utf8');
    for (const m of source.matchAll(/i18n\._\(\s*(?:\{\s*id:\s*)?['"]([^'"]+)['"]|<Trans\s+id="([^"]+)"/g))
      ids.add((m[1] ?? m[2])!);
  }
  return ids;
}

test('every message id used in src/app is in both PO catalogs', () => {
  const used = idsInSource();
  assert.ok(used.size > 10, 'found the ids in the source');
  for (const locale of ['nl', 'en']) {
    const missing = [...used].filter((id) => !readPo(locale).has(id));
    assert.deepEqual(missing, [], `missing from locales/${locale}/messages.po (run npx lingui extract)`);
  }
});

test('every message has a translation in both catalogs', () => {
  for (const locale of ['nl', 'en']) {
    const empty = [...readPo(locale)].filter(([, str]) => str === '').map(([id]) => id);
    assert.deepEqual(empty, [], `untranslated in locales/${locale}/messages.po`);
  }
});

test('the compiled catalogs are up to date with the PO files', () => {
  for (const [locale, compiled] of [
    ['nl', nlMessages],
    ['en', enMessages],
  ] as const) {
    const ids = [...readPo(locale).keys()].sort();
    assert.deepEqual(Object.keys(compiled).sort(), ids, `run npx lingui compile (${locale})`);
  }
});
