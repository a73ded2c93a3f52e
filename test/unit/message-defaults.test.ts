import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildClientBundle, clientOptions } from '../../scripts/build-steps.js';
import { firstLoadOutputs } from '../../scripts/first-load-chunk.js';
import { withoutMessageDefaults } from '../../scripts/message-defaults.js';
import { ROOT_DIR } from '../../src/config/root-dir.js';

// Decision 010: the browser build leaves out the default texts of Lingui calls in src/app (the
// compiled catalogs have them); ids, values and everything else stay.

test('the message of an i18n._ call goes, wherever it stands; id and values stay', () => {
  const source = [
    "const a = i18n._({ id: 'a', message: 'Tekst a' });",
    "const b = i18n._({ message: 'Tekst {n}', id: 'b', values: { n } });",
    "const c = i18n._({\n  id: 'c',\n  message: 'Tekst c',\n  values: { x: 1 },\n});",
    "const d = other._({ message: 'no id: not a Lingui call' });",
    "const e = { id: 'e', message: 'not a call' };",
  ].join('\n');
  assert.equal(
    withoutMessageDefaults(source, 'x.ts'),
    [
      "const a = i18n._({ id: 'a' });",
      "const b = i18n._({ id: 'b', values: { n } });",
      "const c = i18n._({\n  id: 'c',\n  values: { x: 1 },\n});",
      "const d = other._({ message: 'no id: not a Lingui call' });",
      "const e = { id: 'e', message: 'not a call' };",
    ].join('\n'),
  );
});

test('a source without Lingui calls is returned as it is (TSX too)', () => {
  const source = 'export const X = () => <p title="message: x">{id}</p>;\n';
  assert.equal(withoutMessageDefaults(source, 'x.tsx'), source);
});

test("the first load carries the ids of the chrome's texts, not their Dutch defaults", async () => {
  const result = await buildClientBundle({ ...clientOptions, write: false, sourcemap: false, logLevel: 'silent' });
  const code = firstLoadOutputs(result.metafile!)
    .map((f) => result.outputFiles!.find((o) => o.path === join(ROOT_DIR, f))!.text)
    .join('\n');
  // The top bar's skip link (src/app/layouts/TopBar.tsx).
  assert.ok(code.includes('nav.skipToContent'));
  assert.ok(!code.includes('Naar de inhoud'));
});
