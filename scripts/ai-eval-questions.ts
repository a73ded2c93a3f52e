// Writes the AI search's question sets (data/ai-eval/<lang>.json) from the demo corpus: questions
// phrased from a sentence of a record, each with the ids of every record holding a sentence that
// answers it (same template, same values the question names: the records an answer should cite),
// plus questions the corpus cannot answer. Deterministic:
// run it again after a change to the demo corpus (`npx tsx scripts/ai-eval-questions.ts`).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { DEFAULT_RECORD_COUNT, DEFAULT_SEED, generateRecords } from '../src/demo/corpus.js';
import { PLANTED_RECORDS } from '../src/demo/planted-records.js';
import { ROOT_DIR } from '../src/config/root-dir.js';

type Lang = 'nl' | 'en';
const PER_LANGUAGE = 30;

/** A sentence of the demo's vocabulary and the question it answers. */
const TEMPLATES: Record<Lang, Array<[sentence: string, question: string]>> = {
  nl: [
    [
      'In {place} laten {actors} zien hoe {measure} in de praktijk uitpakt.',
      'Hoe pakt {measure} in de praktijk uit in {place}?',
    ],
    [
      'Bij de deelnemers die kozen voor {measure}, veranderde {outcome} met gemiddeld {pct} procent.',
      'Hoeveel veranderde {outcome} bij deelnemers die kozen voor {measure}?',
    ],
    [
      'Volgens {org} is de belangrijkste les dat {measure} pas werkt als het past bij het hele bedrijf.',
      'Wat is volgens {org} de belangrijkste les over {measure}?',
    ],
    [
      'Wie investeert in {measure}, ziet vaak binnen enkele jaren effect op {outcome}.',
      'Heeft investeren in {measure} effect op {outcome}?',
    ],
  ],
  en: [
    [
      'In {place}, {actors} show how {measure} works out in practice.',
      'How does {measure} work out in practice in {place}?',
    ],
    [
      'Among participants who opted for {measure}, {outcome} changed by {pct} percent on average.',
      'How much did {outcome} change for participants who opted for {measure}?',
    ],
    [
      'According to {org}, the main lesson is that {measure} only works when it fits the whole farm.',
      'What is the main lesson about {measure} according to {org}?',
    ],
    [
      'Those who invest in {measure} often see an effect on {outcome} within a few years.',
      'Does investing in {measure} have an effect on {outcome}?',
    ],
  ],
};

/** Questions about things the demo corpus does not hold: the answer must be "not found". */
const UNANSWERABLE: Record<Lang, string[]> = {
  nl: [
    'Hoe bak ik een appeltaart?',
    'Wie won het WK voetbal in 2010?',
    'Wat is de hoofdstad van Australië?',
    'Hoe repareer ik een lekke fietsband?',
    'Welke film won de Oscar voor beste film in 2020?',
    'Hoe installeer ik Windows op mijn laptop?',
    'Wat kost een vliegticket naar New York?',
    'Hoe leer ik gitaar spelen?',
  ],
  en: [
    'How do I bake an apple pie?',
    'Who won the football World Cup in 2010?',
    'What is the capital of Australia?',
    'How do I fix a flat bicycle tyre?',
    'Which film won the Oscar for best picture in 2020?',
    'How do I install Windows on my laptop?',
    'What does a plane ticket to New York cost?',
    'How do I learn to play the guitar?',
  ],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function patternOf(template: string): RegExp {
  return new RegExp(`^${escape(template).replace(/\\\{(\w+)\\\}/g, '(?<$1>.+?)')}$`);
}

const records = [...generateRecords(DEFAULT_RECORD_COUNT, DEFAULT_SEED), ...PLANTED_RECORDS];
for (const lang of ['nl', 'en'] as const) {
  const templates = TEMPLATES[lang].map(([sentence, question]) => ({ pattern: patternOf(sentence), question }));
  const seen = new Set<string>();
  const questions: Array<{ question: string; expected: string[] }> = [];
  const perTemplate = templates.map(() => 0);
  for (const record of records) {
    if (record.language !== lang || questions.length >= PER_LANGUAGE) continue;
    for (const sentence of record.description.split(/(?<=\.)\s+/)) {
      templates.forEach(({ pattern, question }, t) => {
        const match = pattern.exec(sentence);
        if (!match?.groups || perTemplate[t]! >= Math.ceil(PER_LANGUAGE / templates.length)) return;
        const asked = question.replace(/\{(\w+)\}/g, (_, name: string) => match.groups![name]!);
        if (seen.has(asked) || questions.length >= PER_LANGUAGE) return;
        // Every record with a sentence of this template and the same values the question names.
        const named = [...question.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
        const expected = records
          .filter((r) =>
            r.description.split(/(?<=\.)\s+/).some((other) => {
              const groups = pattern.exec(other)?.groups;
              return groups !== undefined && named.every((name) => groups[name] === match.groups![name]);
            }),
          )
          .map((r) => r.id);
        if (expected.length > 3) return;
        seen.add(asked);
        perTemplate[t]!++;
        questions.push({ question: asked.charAt(0).toUpperCase() + asked.slice(1), expected });
      });
    }
  }
  const set = {
    site: lang === 'nl' ? 'groenkennisnet' : 'green-knowledge-network',
    language: lang,
    questions: [...questions, ...UNANSWERABLE[lang].map((question) => ({ question, expected: [] }))],
  };
  // Written as the repository formats it, so that `prettier --check` (npm test) passes as generated.
  const file = join(ROOT_DIR, 'data', 'ai-eval', `${lang}.json`);
  writeFileSync(file, await format(JSON.stringify(set), { ...(await resolveConfig(file)), parser: 'json' }));
  console.log(`${lang}: ${questions.length} answerable, ${UNANSWERABLE[lang].length} unanswerable`);
}
