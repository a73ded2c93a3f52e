import request from 'supertest';
import { hostOf } from '../support/app.js';

// Finds, over HTTP, one page per template on a site of the demo corpus: the fixed pages of
// docs/upstream-contracts.md §1.1 plus the articles and dossiers their links name.

export const ALL_TEMPLATES = [
  'default',
  'A',
  'B',
  'C',
  'D',
  'accordion',
  'newsletter',
  'text',
  'video',
  'itemlist',
  'dossier-A',
  'dossier-B',
  'dossier-contact',
  'dossier-more-info',
] as const;

const FIXED = {
  nl: [
    '/',
    '/over-ons',
    '/contact',
    '/kennisbank',
    '/agenda',
    '/nieuws',
    '/projecten',
    '/experts',
    '/nieuwsbrief',
    '/videos',
    '/veelgestelde-vragen',
    '/dossier',
    '/privacy-cookie-verklaring',
    '/toegankelijkheid',
    '/disclaimer',
  ],
  en: [
    '/',
    '/about',
    '/contact',
    '/knowledge-base',
    '/events',
    '/news',
    '/projects',
    '/experts',
    '/newsletter',
    '/videos',
    '/faq',
    '/dossier',
    '/privacy-cookie-statement',
    '/accessibility',
    '/disclaimer',
  ],
};

export const templateIn = (html: string) => /data-template="([^"]+)"/.exec(html)?.[1] ?? null;

export async function discoverTemplates(
  baseUrl: string,
  siteId: string,
  language: 'nl' | 'en',
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [...FIXED[language]];
  while (queue.length > 0 && found.size < ALL_TEMPLATES.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const res = await request(baseUrl).get(path).set('Host', hostOf(siteId));
    if (res.status !== 200) continue;
    const template = templateIn(res.text);
    // The dossier overview has a dossier page type but no dossier of its own: not a sample.
    if (template && !found.has(template) && path !== '/dossier') found.set(template, path);
    // Articles and dossiers: two-segment links of this site.
    if (FIXED[language].includes(path)) {
      for (const m of res.text.matchAll(/href="(\/[a-z0-9-]+\/[a-z0-9-]+)"/g))
        if (!seen.has(m[1]!) && !m[1]!.startsWith('/zoeken') && !m[1]!.startsWith('/search')) queue.push(m[1]!);
    }
  }
  return found;
}
