import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { importCircles, importGraph } from '../support/import-graph.js';

// docs/architecture.md, "Boundaries": imports run one way, type-only imports included.

test('no import circle in src, scripts or test, counting type-only imports', () => {
  for (const dir of ['src', 'scripts', 'test']) {
    const circles = importCircles(importGraph(join(ROOT_DIR, dir)));
    const named = circles.map((circle) => circle.map((file) => relative(ROOT_DIR, file)).join(' → '));
    assert.deepEqual(named, [], `import circles in ${dir}/`);
  }
});

test('a circle made only of type imports is found', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gkn-circle-'));
  try {
    writeFileSync(join(dir, 'a.ts'), "import type { B } from './b.js';\nexport interface A { b: B }\n");
    writeFileSync(join(dir, 'b.ts'), "import type { A } from './a.js';\nexport interface B { a?: A }\n");
    writeFileSync(join(dir, 'c.ts'), "import type { A } from './a.js';\nexport type C = A;\n");
    const circles = importCircles(importGraph(dir)).map((circle) => circle.map((file) => relative(dir, file)));
    assert.deepEqual(circles, [['a.ts', 'b.ts', 'a.ts']]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
