import { aiFactLabels } from '../../app/pages/ai-search/ai-messages.js';
import { i18nFor } from '../../app/i18n/i18n.js';
import { HTML_LANG } from '../../app/i18n/locale.js';
import type { SearchRecord } from '../../model/search.js';
import type { Locale } from '../../model/services.js';
import type { QuestionKind } from './question-kind.js';

// Answers from the records' fields (docs/architecture.md §16): a question about when, where, who,
// how much or which ones is answered with the dates, places, organisers, experts, prices and
// kinds the records hold, one line per record, each line cited. Dates: coming ones first, the
// soonest first, from today; then past ones, the latest first.

/** Records a fact answer names at most: a short answer, the source list and the search hold more. */
export const FACT_RECORDS = 3;
export const LIST_RECORDS = 5;

type Field = 'when' | 'where' | 'organiser' | 'price' | 'expert' | 'contact' | 'type' | 'published';

/** The fields each kind of question asks for, the first of them required. */
const FIELDS_OF: Record<Exclude<QuestionKind, 'explain'>, Field[]> = {
  when: ['when', 'where'],
  where: ['where', 'when'],
  who: ['organiser', 'expert', 'contact'],
  cost: ['price', 'when'],
  list: ['type', 'when', 'where'],
};

const EXPERT_ROLES = new Set(['expert']);
const CONTACT_ROLES = new Set(['contact', 'contact person', 'dossier owner']);

function valueOf(record: SearchRecord, field: Field, locale: Locale): string | null {
  const { summary } = record;
  switch (field) {
    case 'when':
      return summary.when ?? (record.contentsubtype === 'event' && record.date ? dayOf(record.date, locale) : null);
    case 'where':
      return summary.location ?? null;
    case 'organiser':
      return summary.organiser ?? null;
    case 'price':
      return summary.price ?? null;
    case 'expert':
      return namesWith(record, EXPERT_ROLES) ?? (record.contentsubtype === 'expert' ? record.title : null);
    case 'contact':
      return namesWith(record, CONTACT_ROLES);
    case 'type':
      // An activity says what it is by its date and place; a document by its collection.
      return summary.when ? null : record.source;
    case 'published':
      return record.date ? dayOf(record.date, locale) : null;
  }
}

const namesWith = (record: SearchRecord, roles: Set<string>) => {
  const names = record.authors.filter((a) => a.role !== null && roles.has(a.role)).map((a) => a.name);
  return names.length > 0 ? names.join(', ') : null;
};

const dayOf = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(HTML_LANG[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));

/** Whether a record can answer this kind of question from its fields. */
export function answersFromFields(record: SearchRecord, kind: QuestionKind, locale: Locale): boolean {
  if (kind === 'explain') return false;
  if (kind === 'who') return FIELDS_OF.who.some((f) => valueOf(record, f, locale) !== null);
  return valueOf(record, FIELDS_OF[kind][0]!, locale) !== null;
}

/** Coming dates first (soonest first), then past ones (latest first), then undated records in their order. */
export function byDate(records: SearchRecord[], now: number): SearchRecord[] {
  // An activity's date is when it happens; other records' dates are when they appeared.
  const time = (r: SearchRecord) => (r.date && r.summary.when ? Date.parse(r.date) : Number.NaN);
  const coming = records.filter((r) => time(r) >= now).sort((a, b) => time(a) - time(b));
  const past = records.filter((r) => time(r) < now).sort((a, b) => time(b) - time(a));
  const undated = records.filter((r) => Number.isNaN(time(r)));
  return [...coming, ...past, ...undated];
}

/** "when: …; where: …" in the site's language: the facts this kind of question asks for ('' for none). */
export function factsOf(record: SearchRecord, kind: QuestionKind, locale: Locale): string {
  const labels = aiFactLabels(i18nFor(locale));
  const fields = kind === 'explain' ? FIELDS_OF.list : FIELDS_OF[kind];
  return fields
    .flatMap((field) => {
      const value = valueOf(record, field, locale);
      return value ? [`${labels[field]}: ${value}`] : [];
    })
    .join('; ');
}

/** "Title — when: …; where: …." : a record and its facts as one line of an answer. */
export function factLine(record: SearchRecord, kind: QuestionKind, locale: Locale): string {
  const facts = factsOf(record, kind, locale);
  const title = record.title.replace(/[.!?]+$/u, '');
  return facts ? `${title} — ${facts}.` : `${title}.`;
}
