import { hash } from 'node:crypto';

/**
 * The CSP of a stored page (decision 011): the nonce sources of its render replaced by the hashes
 * of the page's own inline scripts and style sheets, computed once when the page is stored. Every
 * visitor of a cached page then gets a policy that allows exactly the inline code that page holds,
 * rather than a nonce shared by all of them for the cache TTL (and readable in the page itself).
 * Scripts keep 'strict-dynamic': the page's hashed inline loader adds the entry module, which loads
 * its chunks and, after consent, the tracking script.
 */

/** `<script …>text</script>` without a src, `<style …>text</style>`: our document's inline code. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const HAS_SRC = /\ssrc\s*=/i;
/** A data block (the router's hydration data, JSON-LD): never executed, so no script-src source needed. */
const DATA_BLOCK = /\stype\s*=\s*"application\/(ld\+)?json"/i;
const NONCE_SOURCE = /^'nonce-[^']*'$/;

/** A CSP hash source of an element's text, as the browser computes it (UTF-8, SHA-256, base64). */
export const hashSource = (text: string) => `'sha256-${hash('sha256', text, 'base64')}'`;

/**
 * Emotion's style sheets in the browser (its production build, which the client bundle always
 * is): an empty <style> element the rules are inserted into through the CSSOM. CSP checks a style
 * element's text, so an empty one is allowed by the hash of ''; any text put into it is not.
 */
const EMPTY_STYLE = hashSource('');

function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!HAS_SRC.test(attributes) && !DATA_BLOCK.test(attributes)) scripts.add(hashSource(text));
  }
  for (const [, text = ''] of html.matchAll(INLINE_STYLE)) styles.add(hashSource(text));
  styles.add(EMPTY_STYLE);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * `policy` (a render's CSP) with the nonce sources of script-src and style-src replaced by the
 * hashes of `html`'s inline scripts and styles. A policy without a nonce is returned as it is.
 */
export function policyWithHashes(policy: string, html: string): string {
  if (!policy.includes("'nonce-")) return policy;
  const hashes = inlineHashes(html);
  return policy
    .split(';')
    .map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      const own = name === 'script-src' ? hashes.scripts : name === 'style-src' ? hashes.styles : null;
      if (!own || !sources.some((s) => NONCE_SOURCE.test(s))) return directive.trim();
      const kept = sources.filter((s) => !NONCE_SOURCE.test(s));
      // Hashes first, where the nonce stood: 'strict-dynamic' and 'self' keep their meaning.
      return [name, ...own, ...kept].join(' ');
    })
    .join('; ');
}
