// An Atom document (RFC 4287) from plain values. Every text is written as `type="text"` and
// escaped here: CMS titles and descriptions are plain text, so a title such as `Kalk <b>` is
// shown as written, never interpreted as markup by a reader (decision 023).

export interface AtomPerson {
  name: string;
  uri?: string;
}

export interface AtomEntry {
  /** A permanent IRI of the thing (RFC 4287 §4.2.6). */
  id: string;
  title: string;
  /** The page the entry is about (rel="alternate"). */
  link: string;
  updated: Date;
  summary?: string;
  authors?: AtomPerson[];
  categories?: { term: string; label: string }[];
}

export interface AtomFeed {
  id: string;
  title: string;
  subtitle?: string;
  updated: Date;
  /** BCP 47 language of the texts (xml:lang). */
  language: string;
  /** The feed's own address (rel="self", RFC 4287 §4.2.7.2). */
  self: string;
  /** The HTML page the feed is a view of (rel="alternate"). */
  alternate: string;
  author: AtomPerson;
  entries: AtomEntry[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/**
 * Characters XML 1.0 does not allow at all (C0 controls other than tab, newline and carriage
 * return; lone surrogates; U+FFFE and U+FFFF): one of them from the CMS would make the whole feed
 * unreadable, so they are dropped.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching the control characters XML forbids is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text or attribute value as XML: forbidden characters dropped, markup characters escaped. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** RFC 3339 date-time in UTC, to the second. */
const dateOf = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const text = (name: string, value: string, indent: string) =>
  `${indent}<${name} type="text">${escapeXml(value)}</${name}>`;

function person(kind: 'author', who: AtomPerson, indent: string): string {
  const uri = who.uri ? `<uri>${escapeXml(who.uri)}</uri>` : '';
  return `${indent}<${kind}><name>${escapeXml(who.name)}</name>${uri}</${kind}>`;
}

function entryXml(entry: AtomEntry): string {
  const i = '    ';
  return [
    '  <entry>',
    `${i}<id>${escapeXml(entry.id)}</id>`,
    text('title', entry.title, i),
    `${i}<link rel="alternate" type="text/html" href="${escapeXml(entry.link)}"/>`,
    `${i}<updated>${dateOf(entry.updated)}</updated>`,
    ...(entry.summary ? [text('summary', entry.summary, i)] : []),
    ...(entry.authors ?? []).map((a) => person('author', a, i)),
    ...(entry.categories ?? []).map((c) => `${i}<category term="${escapeXml(c.term)}" label="${escapeXml(c.label)}"/>`),
    '  </entry>',
  ].join('\n');
}

/** The feed as an XML document (UTF-8). */
export function atomXml(feed: AtomFeed): string {
  const i = '  ';
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    `${i}<id>${escapeXml(feed.id)}</id>`,
    text('title', feed.title, i),
    ...(feed.subtitle ? [text('subtitle', feed.subtitle, i)] : []),
    `${i}<updated>${dateOf(feed.updated)}</updated>`,
    `${i}<link rel="self" type="application/atom+xml" href="${escapeXml(feed.self)}"/>`,
    `${i}<link rel="alternate" type="text/html" href="${escapeXml(feed.alternate)}"/>`,
    person('author', feed.author, i),
    ...feed.entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n');
}
