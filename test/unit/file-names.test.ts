import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { ROOT_DIR } from '../../src/config/root-dir.js';

// docs/architecture.md §3: files are kebab-case; a React component's own module is named after it
// in PascalCase (.tsx).

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+)*$/;
const COMPONENT_MODULE = /^[A-Z][A-Za-z0-9]*\.tsx$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Why a file name breaks the rule, or null when it keeps it. */
function nameProblem(name: string): string | null {
  if (KEBAB.test(name) || COMPONENT_MODULE.test(name)) return null;
  return /^[A-Z]/.test(name) ? 'a PascalCase name is for a component module (.tsx)' : 'not kebab-case';
}

test('every file in src, scripts, test, bin and docs is kebab-case, or a PascalCase component module', () => {
  const bad = ['src', 'scripts', 'test', 'bin', 'docs']
    .flatMap((dir) => files(join(ROOT_DIR, dir)))
    .map((path) => ({ path: relative(ROOT_DIR, path), problem: nameProblem(path.split('/').at(-1)!) }))
    .filter(({ problem }) => problem);
  assert.deepEqual(bad, []);
});

test('the rule tells the names apart', () => {
  for (const good of ['site-registry.ts', 'gkn', 'ErrorPage.tsx', 'page-nav.tsx', '001-node-test-runner.md'])
    assert.equal(nameProblem(good), null, good);
  for (const bad of ['siteRegistry.ts', 'Site-Registry.ts', 'site_registry.ts', 'SiteRegistry.ts'])
    assert.notEqual(nameProblem(bad), null, bad);
});
