import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { policyWithHashes } from '../../src/server/pages/page-csp.js';

// Decision 011: the CSP stored with a cached page names its inline scripts and styles by hash.

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const POLICY =
  "default-src 'self'; script-src 'nonce-abc+/=' 'strict-dynamic'; style-src 'self' 'nonce-abc+/='; img-src 'self' data:; frame-ancestors 'none'";

test('the nonce sources become the hashes of the inline scripts and styles; other directives stay', () => {
  const html = [
    '<style nonce="abc+/=">:root{--c:#fff}</style>',
    '<style data-emotion="css 1a" nonce="abc+/=">.css-1a{color:red}</style>',
    '<script nonce="abc+/=">window.__GKN__={"a":"\\u003c/script>"}</script>',
    '<script type="module" src="/assets/entry.js" nonce="abc+/="></script>',
    // Data blocks (the router's hydration data, JSON-LD), never executed: not in script-src.
    '<script type="application/json" id="gkn-data">{"loaderData":{}}</script>',
    '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    '<SCRIPT nonce="abc+/=">één()</SCRIPT>',
  ].join('\n');
  const policy = policyWithHashes(POLICY, html);
  assert.equal(
    policy,
    [
      "default-src 'self'",
      `script-src ${hash('window.__GKN__={"a":"\\u003c/script>"}')} ${hash('één()')} 'strict-dynamic'`,
      `style-src ${hash(':root{--c:#fff}')} ${hash('.css-1a{color:red}')} ${hash('')} 'self'`,
      "img-src 'self' data:",
      "frame-ancestors 'none'",
    ].join('; '),
  );
});

test('the same inline code twice is one hash; a policy without a nonce is left as it is', () => {
  const html = '<script>a()</script><script>a()</script>';
  assert.match(policyWithHashes(POLICY, html), new RegExp(`script-src ${escape(hash('a()'))} 'strict-dynamic'`));
  const plain = "default-src 'none'; style-src 'unsafe-inline'";
  assert.equal(policyWithHashes(plain, html), plain);
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
