import { HTML_LANG } from './locale.js';

const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

/**
 * The `lang` of a record's own text (requirements §3 language): a record is in the language its
 * metadata names, whatever the site's (English results on Dutch sites, Dutch items on the English
 * site; WCAG 3.1.2). Our two locales get the tags the pages use; another well-formed tag is kept;
 * anything else gives no `lang` (the page's language stands).
 */
export function recordLang(language: string | null | undefined): string | undefined {
  if (!language || !LANGUAGE_TAG.test(language.trim())) return undefined;
  const tag = language.trim().toLowerCase();
  return tag === 'nl' || tag === 'en' ? HTML_LANG[tag] : tag;
}
