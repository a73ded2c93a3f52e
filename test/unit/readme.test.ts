import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { ROOT_DIR } from '../../src/config/root-dir.js';

// The README fits a screen and a terminal: what it is, the two commands, a short tour with links
// to docs/ (issue 32). The links must lead somewhere.

const README = readFileSync(join(ROOT_DIR, 'README.md'), 'utf8');

/** The lines outside fenced code blocks. */
function proseLines(markdown: string): { line: string; number: number }[] {
  let inCode = false;
  const prose: { line: string; number: number }[] = [];
  markdown.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
    else if (!inCode) prose.push({ line, number: index + 1 });
  });
  return prose;
}

/** The targets of a file's relative links (no scheme, no same-page anchor), without their anchor. */
function relativeLinks(markdown: string): string[] {
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
  return targets.filter((t) => !/^[a-z][a-z+.-]*:/i.test(t) && !t.startsWith('#')).map((t) => t.split('#')[0]!);
}

test('the README is under 150 lines, none over 120 characters outside code blocks', () => {
  const lines = README.split('\n');
  assert.ok(lines.length < 150, `README.md has ${lines.length} lines`);
  const wide = proseLines(README).filter(({ line }) => line.length > 120);
  assert.deepEqual(
    wide.map(({ number, line }) => `${number}: ${line.length} characters`),
    [],
  );
});

test('the README starts with the two commands: install, build and serve the demo; run the tests', () => {
  const firstBlock = /```sh\n([\s\S]*?)```/.exec(README)?.[1] ?? '';
  assert.match(firstBlock, /^npm ci && npm run build && .*bin\/gkn serve --port 3000$/m);
  assert.match(firstBlock, /^\.ci\/run$/m);
  assert.ok(README.indexOf('```sh') < README.indexOf('\n## '), 'before the first section');
});

test('every relative link of the README and the docs it sends readers to resolves to a file', () => {
  const pages = [
    'README.md',
    'docs/cli.md',
    'docs/configuration.md',
    'docs/development.md',
    'docs/operations.md',
    'docs/sites.md',
  ];
  const broken: string[] = [];
  for (const page of pages) {
    const text = readFileSync(join(ROOT_DIR, page), 'utf8');
    for (const target of relativeLinks(text))
      if (!existsSync(join(ROOT_DIR, dirname(page), decodeURIComponent(target)))) broken.push(`${page} → ${target}`);
  }
  assert.deepEqual(broken, []);
  assert.ok(relativeLinks(README).length >= 10, 'the tour links to docs/');
});
