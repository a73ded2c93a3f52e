import { capitalise, createRng, fill, hashString, slugify, type Rng } from './prng.js';
import { THEMES, type Theme, type ThemeText } from './vocab-themes.js';
import {
  ARRANGEMENTS,
  AUDIENCES,
  FIRST_NAMES,
  FOREIGN_LAST_NAMES,
  JOURNALS,
  LAST_NAMES,
  MONTHS,
  NATIONAL_REGION,
  ORGANISATIONS,
  PLACES,
  PROJECT_NAMES,
  PROJECT_STATUS,
  SENTENCES,
  TITLE_TEMPLATES,
  type Lang,
  type Place,
} from './vocab-common.js';
import { CONTENT_SUBTYPES, type ContentSubtype, type RecordLink, type SearchRecord } from './corpus-types.js';

// Deterministic search records. Record i depends only on (seed, i), so the first 1,200 records
// of a 100k corpus are the default corpus when the seeds match.

export const DEFAULT_SEED = 20261003;
export const DEFAULT_RECORD_COUNT = 1200;

// Relative frequency of each subtype, in CONTENT_SUBTYPES order.
const SUBTYPE_WEIGHTS = [18, 12, 7, 30, 5, 10, 8, 4, 6];
const ENGLISH_SHARE = 0.12;

const SOURCE_NAMES: Record<Lang, Record<ContentSubtype, string>> = {
  nl: {
    news: 'Nieuwsredactie Groene Kennis',
    gkz: 'Groene Kennisbank Onderwijs',
    other: 'Media',
    source: 'eDepot Groene Kennis',
    dossier: 'Kennisdossiers',
    project: 'Projectendatabank',
    event: 'Agenda Groene Kennis',
    contact: 'Kennisloketten',
    expert: 'Expertgids',
  },
  en: {
    news: 'Green Knowledge newsroom',
    gkz: 'Green education library',
    other: 'Media',
    source: 'Green Knowledge eDepot',
    dossier: 'Knowledge dossiers',
    project: 'Project database',
    event: 'Green Knowledge events',
    contact: 'Help desks',
    expert: 'Expert guide',
  },
};

export type TextValues = Record<string, string | number>;

/** Placeholder values for one theme, used by titles, descriptions and CMS paragraphs. */
export function themeValues(rng: Rng, text: ThemeText, lang: Lang): TextValues {
  const [subject, subject2] = rng.sample(text.subjects, 2) as [string, string];
  const [measure, measure2] = rng.sample(text.measures, 2) as [string, string];
  const [actors, actors2] = rng.sample(text.actors, 2) as [string, string];
  const place = rng.pick(PLACES);
  return {
    subject,
    subject2,
    measure,
    measure2,
    actors,
    actors2,
    outcome: rng.pick(text.outcomes),
    context: rng.pick(text.contexts),
    label: text.label.toLowerCase(),
    place: place.name,
    region: place.region,
    org: rng.pick(ORGANISATIONS[lang]),
    project: rng.pick(PROJECT_NAMES),
    n: rng.int(3, 40),
    years: rng.int(2, 12),
    pct: rng.int(4, 35),
    year: rng.int(2019, 2026),
  };
}

export function sentences(rng: Rng, lang: Lang, values: TextValues, count: number): string {
  return rng
    .sample(SENTENCES[lang], count)
    .map((s) => fill(s, values))
    .join(' ');
}

export function personName(rng: Rng, lang: Lang): { first: string; last: string } {
  const foreign = lang === 'en' && rng.chance(0.3);
  return { first: rng.pick(FIRST_NAMES), last: foreign ? rng.pick(FOREIGN_LAST_NAMES) : rng.pick(LAST_NAMES) };
}

function authorName(rng: Rng, lang: Lang): string {
  const { first, last } = personName(rng, lang);
  return `${first.charAt(0)}. ${last}`;
}

function recentYear(rng: Rng): number {
  // Squaring skews towards recent years: most knowledge is new, some goes back to 1995.
  return 2026 - Math.floor(31 * rng.next() ** 2);
}

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(rng: Rng, year: number): string {
  const month = rng.int(1, 12);
  const day = rng.int(1, 28);
  const hour = rng.int(8, 17);
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:00:00Z`;
}

const DAY_MS = 86_400_000;

/** Today at 00:00 UTC: events are dated around it, so the agenda always has coming events. */
export function demoToday(now: Date = new Date()): number {
  return Math.floor(now.getTime() / DAY_MS) * DAY_MS;
}

/** An event's start: up to 18 months before to 8 months after today, on the hour between 8 and 17. */
function eventDate(rng: Rng, today: number): string {
  const d = new Date(today + rng.int(-540, 240) * DAY_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(rng.int(8, 17))}:00:00Z`;
}

function whenText(lang: Lang, date: string, rng: Rng): string {
  const d = new Date(date);
  const start = d.getUTCHours();
  const end = Math.min(start + rng.int(1, 6), 22);
  const month = MONTHS[lang][d.getUTCMonth()]!;
  return lang === 'nl'
    ? `${d.getUTCDate()} ${month} ${d.getUTCFullYear()}, ${start}:00 – ${end}:00 uur`
    : `${month} ${d.getUTCDate()}, ${d.getUTCFullYear()}, ${start}:00 – ${end}:00`;
}

function geoNear(rng: Rng, place: Place): { lat: number; lon: number } {
  const jitter = () => Math.round((rng.next() - 0.5) * 0.04 * 1e5) / 1e5;
  return { lat: Math.round((place.lat + jitter()) * 1e5) / 1e5, lon: Math.round((place.lon + jitter()) * 1e5) / 1e5 };
}

function recordId(subtype: ContentSubtype, i: number): string {
  // Some ids contain a slash, as real eDepot ids do: callers must encode them in a path.
  if (subtype === 'source' && i % 2 === 0) return `edepot/${500000 + i}`;
  return `gkn:${subtype}:${100000 + i}`;
}

function makeLinks(rng: Rng, subtype: ContentSubtype, id: string, title: string): RecordLink[] {
  const num = id.replace(/\D/g, '');
  const slug = slugify(title);
  switch (subtype) {
    case 'source': {
      const links: RecordLink[] = [
        {
          url: `https://edepot.groenkennis.example/${num}.pdf`,
          access: rng.chance(0.75) ? 'open' : 'restricted',
          filetype: 'pdf',
        },
      ];
      if (rng.chance(0.3))
        links.push({ url: `https://edepot.groenkennis.example/${num}/bijlage.xlsx`, access: 'open', filetype: 'xlsx' });
      return links;
    }
    case 'gkz': {
      const filetype = rng.pick(['docx', 'pdf', 'pptx']);
      return [{ url: `https://lesmateriaal.groenkennis.example/${slug}.${filetype}`, access: 'open', filetype }];
    }
    case 'other':
      return [
        {
          url: `https://media.groenkennis.example/${slug}`,
          access: 'open',
          filetype: rng.pick(['html', 'mp4', 'mp3']),
        },
      ];
    default:
      return [{ url: `https://www.groenkennis.example/${subtype}/${slug}`, access: 'open', filetype: 'html' }];
  }
}

/**
 * The roles of a record's authors (docs/upstream-contracts.md §2.2 `author_roles`): an expert is the
 * record's expert, a contact record and a dossier name their contact and dossier owner (added as
 * author), a project or knowledge item's first author is often its contact person, and a few
 * sources have an editor (a role the product shows without a label). Drawn from a generator of
 * their own, so every other field of the record stays as it was before roles.
 */
function withRoles(
  seed: number,
  i: number,
  subtype: ContentSubtype,
  authors: string[],
  lang: Lang,
): { authors: string[]; roles?: Record<string, string> } {
  const rng = createRng(hashString(`${seed}:${i}:roles`));
  const fullName = () => {
    const { first, last } = personName(rng, lang);
    return `${first} ${last}`;
  };
  if (subtype === 'expert') return { authors, roles: { [authors[0]!]: 'expert' } };
  if (subtype === 'contact' || subtype === 'dossier') {
    const name = fullName();
    return { authors: [name], roles: { [name]: subtype === 'contact' ? 'contact' : 'dossier owner' } };
  }
  if ((subtype === 'project' || subtype === 'gkz') && authors.length > 0 && rng.chance(0.6))
    return { authors, roles: { [authors[0]!]: 'contact person' } };
  if (subtype === 'source' && authors.length > 1 && rng.chance(0.2))
    return { authors, roles: { [authors.at(-1)!]: 'editor' } };
  return { authors };
}

/** Record i of the corpus for this seed; event dates are relative to `today` (see demoToday). */
export function generateRecord(seed: number, i: number, today: number = demoToday()): SearchRecord {
  const rng = createRng(hashString(`${seed}:${i}`));
  const subtype = CONTENT_SUBTYPES[rng.weighted(SUBTYPE_WEIGHTS)]!;
  const lang: Lang = rng.chance(ENGLISH_SHARE) ? 'en' : 'nl';
  const theme: Theme = rng.pick(THEMES);
  const text = theme[lang];
  const values = themeValues(rng, text, lang);
  const id = recordId(subtype, i);
  const startsAt = subtype === 'event' ? eventDate(rng, today) : undefined;
  let year = startsAt ? Number(startsAt.slice(0, 4)) : recentYear(rng);
  if (subtype === 'project' || subtype === 'dossier') year = Math.max(year, 2012);
  values.year = year;
  const place = PLACES.find((p) => p.name === values.place)!;

  let title: string;
  let description: string;
  let authors: string[];
  if (subtype === 'expert') {
    const { first, last } = personName(rng, lang);
    title =
      lang === 'nl'
        ? `${rng.pick(['dr. ', 'ir. ', 'ing. ', '', ''])}${first} ${last}`
        : `${rng.pick(['Dr ', 'Prof. ', '', ''])}${first} ${last}`;
    authors = [`${first} ${last}`];
    description =
      (lang === 'nl'
        ? `${first} ${last} werkt bij ${values.org} en is deskundig op het gebied van ${values.subject}. `
        : `${first} ${last} works at ${values.org} and is an expert in ${values.subject}. `) +
      sentences(rng, lang, values, 1);
  } else {
    title = capitalise(fill(rng.pick(TITLE_TEMPLATES[lang][subtype]!), values));
    description = sentences(rng, lang, values, rng.int(2, 3));
    const authorCount =
      subtype === 'source'
        ? rng.int(1, 4)
        : subtype === 'gkz' || subtype === 'project'
          ? rng.int(0, 2)
          : subtype === 'news'
            ? rng.int(0, 1)
            : 0;
    authors = Array.from({ length: authorCount }, () => authorName(rng, lang));
  }
  const people = withRoles(seed, i, subtype, authors, lang);

  const record: SearchRecord = {
    id,
    title,
    description,
    contentsubtype: subtype,
    year,
    language: lang,
    publisher: values.org as string,
    authors: people.authors,
    ...(people.roles && { author_roles: people.roles }),
    source: SOURCE_NAMES[lang][subtype],
    keywords: rng.sample(text.keywords, rng.int(2, 5)),
    theme: text.label,
    subject: capitalise(values.subject as string),
  };
  if (subtype === 'source' && rng.chance(0.5)) record.journal = rng.pick(JOURNALS[lang]);
  if (subtype === 'news' || subtype === 'other' || (subtype !== 'event' && rng.chance(0.15)))
    record.date = isoDate(rng, year);
  if (subtype !== 'dossier' && rng.chance(0.6)) record.region = rng.chance(0.15) ? NATIONAL_REGION[lang] : place.region;
  if (['source', 'gkz', 'event', 'project'].includes(subtype) && rng.chance(0.6))
    record.target_audience = rng.pick(AUDIENCES[lang]);

  let hasGeo: boolean;
  if (subtype === 'event') {
    const online = rng.chance(0.25);
    record.date = startsAt!;
    record.when = whenText(lang, record.date, rng);
    record.location = online ? 'Online' : place.name;
    record.organiser = values.org as string;
    record.price = rng.pick(
      lang === 'nl'
        ? ['Gratis', '€ 45,-', '€ 95,- excl. btw', '€ 250,- incl. lunch']
        : ['Free', '€45', '€95 excl. VAT', '€250 incl. lunch'],
    );
    record.region = online ? NATIONAL_REGION[lang] : place.region;
    hasGeo = !online;
  } else if (subtype === 'project') {
    const start = Math.max(1995, year - rng.int(0, 2));
    const end = start + rng.int(2, 5);
    record.status = PROJECT_STATUS[lang][end < 2026 ? 1 : start > 2025 ? 2 : 0]!;
    record.project_arrangement = rng.pick(ARRANGEMENTS[lang]);
    record.duration = `${start}–${end}`;
    record.region = place.region;
    hasGeo = rng.chance(0.7);
  } else if (subtype === 'contact') {
    record.location = place.name;
    hasGeo = rng.chance(0.5);
  } else {
    hasGeo = rng.chance(subtype === 'source' ? 0.15 : 0.2);
  }
  if (hasGeo) {
    record.geo = geoNear(rng, place);
    record.region ??= place.region;
  }

  // About one record in five has the legacy single-link fields; a few have no link at all.
  const links = makeLinks(rng, subtype, id, title);
  const shape = rng.next();
  if (shape < 0.03) {
    // no link
  } else if (shape < 0.2) {
    const first = links[0]!;
    record.url = first.url;
    record.access = first.access;
    record.filetype = first.filetype;
  } else {
    record.links = links;
  }
  return record;
}

export function generateRecords(count: number, seed: number = DEFAULT_SEED): SearchRecord[] {
  const today = demoToday();
  return Array.from({ length: count }, (_, i) => generateRecord(seed, i, today));
}
