import { wordMatches, wordsOf } from './question-terms.js';

// What a question asks for (docs/architecture.md §16): a date, a place, a person or organiser,
// a price, a list of records, or an explanation. Read from its question words in Dutch and
// English before they are dropped, so the answer can come from the records' fields ("Wanneer is
// de volgende veldexcursie?" is answered with the excursions' dates, not with a sentence).

export type QuestionKind = 'when' | 'where' | 'who' | 'cost' | 'list' | 'explain';

/** Words naming a kind of record (an activity, a publication, a person): what a list question lists. */
const RECORD_TYPES = (
  'masterclass veldexcursie excursie webinar studiedag kennisdag demodag netwerkbijeenkomst bijeenkomst ' +
  'evenement activiteit cursus training workshop project dossier kennisdossier publicatie rapport ' +
  'lesmateriaal lespakket podcast video infographic kennisclip werkboek praktijkgids handreiking ' +
  'pilot proeftuin praktijknetwerk kennisloket contactpunt helpdesk deskundige expert ' +
  'event excursion field trip course report publication guide teaching material network meeting ' +
  'open day seminar'
).split(' ');

const COST = ['kost', 'kosten', 'prijs', 'tarief', 'gratis', 'cost', 'costs', 'price', 'fee', 'fees', 'free'];
const WHEN = ['wanneer', 'datum', 'when', 'date'];
const NEXT = ['volgende', 'eerstvolgende', 'komende', 'aankomende', 'next', 'upcoming'];
const WHERE = ['waar', 'locatie', 'where', 'venue', 'location'];
const WHO = [
  ...['wie', 'organisator', 'organiseert', 'deskundige', 'deskundigen', 'expert', 'experts', 'contactpersoon'],
  ...['who', 'organiser', 'organizer', 'organises', 'organizes', 'organised', 'organized'],
];
const LIST = ['welke', 'lijst', 'overzicht', 'which', 'list', 'overview'];

/** Whether a word names a kind of record ("podcasts", "masterclass", "projects"). */
export const namesRecordType = (word: string): boolean =>
  word.length >= 4 && RECORD_TYPES.some((t) => wordMatches(t, word));

export function questionKind(question: string): QuestionKind {
  const words = wordsOf(question);
  const has = (signal: string[]) => words.some((w) => signal.includes(w));
  const text = ` ${words.join(' ')} `;
  const asksRecordType = words.some(namesRecordType);
  if (has(COST) || / how much (is|does|do) | hoeveel (moet|betaal)/.test(text)) return 'cost';
  if (has(WHEN) || / hoe laat | what time /.test(text) || (has(NEXT) && asksRecordType)) return 'when';
  if (has(WHERE)) return 'where';
  if (has(WHO)) return 'who';
  if ((has(LIST) || / zijn er | are there | is er /.test(text)) && asksRecordType) return 'list';
  return 'explain';
}
