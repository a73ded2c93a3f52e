import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { ROOT_DIR } from '../../src/config/root-dir.js';

// docs/architecture.md, request flow step 6: every Cache-Control value the server sends is named
// once, in src/server/http/cache-control.ts. A value written out in another server file is a
// second policy that can drift from the first.

const HOME = 'src/server/http/cache-control.ts';

/** A Cache-Control directive in a string literal (HSTS's `max-age=…;` is not one). */
const WRITTEN_OUT = /['"`](?:public|private|no-store|no-cache)\b|['"`][^'"`\n]*\bs-maxage=|['"`]max-age=\d+(?:,|['"`])/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Lines of code (comments left out) that write a Cache-Control value out. */
function writtenOut(source: string): string[] {
  return source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .filter((line) => WRITTEN_OUT.test(line));
}

test('no server file but src/server/http/cache-control.ts writes a Cache-Control value out', () => {
  const found = sourceFiles(join(ROOT_DIR, 'src', 'server'))
    .map((path) => relative(ROOT_DIR, path))
    .filter((path) => path !== HOME)
    .flatMap((path) => writtenOut(readFileSync(join(ROOT_DIR, path), 'utf8')).map((line) => `${path}: ${line.trim()}`));
  assert.deepEqual(found, []);
});

test('the check finds values written out, and leaves HSTS and comments alone', () => {
  assert.equal(writtenOut(`res.set('Cache-Control', 'no-store');`).length, 1);
  assert.equal(writtenOut("res.set({ 'Cache-Control': 'private, no-store' });").length, 1);
  assert.equal(writtenOut('const c = `public, max-age=0, s-maxage=${ttl}`;').length, 1);
  assert.equal(writtenOut("headers.push('cache-control', 'max-age=60');").length, 1);
  assert.equal(writtenOut("export const HSTS = 'max-age=31536000; includeSubDomains';").length, 0);
  assert.equal(writtenOut("  // answers 'no-store' here").length, 0);
  assert.equal(writtenOut(`res.set('Cache-Control', NO_STORE);`).length, 0);
});
