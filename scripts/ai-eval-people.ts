// Writes the AI search's second question sets (data/ai-eval/people-<lang>.json): questions written
// by hand the way visitors ask them, in categories, each with the concept a visitor would type
// into the normal search. The expected records are what that keyword search answers for the
// concept (the demo search service, the first page, in the site's language), never what the AI
// search answered: the set measures whether a question leads to the records the keyword search
// already finds for its subject. Two concepts: both searches' records. Unanswerable: none.
// Run again after a change to the demo corpus (`npx tsx scripts/ai-eval-people.ts`).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { DEFAULT_RECORD_COUNT, DEFAULT_SEED, generateRecords } from '../src/demo/corpus.js';
import { PLANTED_RECORDS } from '../src/demo/planted-records.js';
import { SearchIndex } from '../src/demo/search-index.js';
import { ROOT_DIR } from '../src/config/root-dir.js';
import { PEOPLE_QUESTIONS, type Lang } from './ai-eval-people-questions.js';

/** Records of the keyword search that count as expected: its first page. */
const FIRST_PAGE = 20;
const SITE: Record<Lang, string> = { nl: 'groenkennisnet', en: 'green-knowledge-network' };

const index = new SearchIndex([...generateRecords(DEFAULT_RECORD_COUNT, DEFAULT_SEED), ...PLANTED_RECORDS]);

async function keywordSearch(concept: string, lang: Lang): Promise<string[]> {
  const result = await index.search('gkn3', {
    q: concept,
    max: FIRST_PAGE,
    offset: 0,
    filters: [],
    sort: { field: 'score', direction: 'desc' },
  });
  return (result?.records ?? []).filter((r) => r.language === lang).map((r) => r.id);
}

for (const lang of ['nl', 'en'] as const) {
  const questions = [];
  for (const { question, category, concept } of PEOPLE_QUESTIONS[lang]) {
    const expected = concept
      ? [...new Set((await Promise.all(concept.split('|').map((c) => keywordSearch(c, lang)))).flat())]
      : [];
    if (concept && expected.length === 0)
      throw new Error(`"${concept}" finds nothing in ${lang}: pick another concept`);
    questions.push({ question, category, concept: concept ?? null, expected });
  }
  const set = { site: SITE[lang], language: lang, questions };
  const file = join(ROOT_DIR, 'data', 'ai-eval', `people-${lang}.json`);
  writeFileSync(file, await format(JSON.stringify(set), { ...(await resolveConfig(file)), parser: 'json' }));
  console.log(`${file}: ${questions.length} questions`);
}
