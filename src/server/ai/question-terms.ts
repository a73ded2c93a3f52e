// How the AI search reads a question and a passage: lower case, accents folded, stop words of
// both languages dropped, so "Wat doet bodemleven?" and "bodemleven" weigh the same words.

const STOP_WORDS = new Set(
  (
    'de het een en van in op voor met aan bij door over naar om te tot uit als is zijn wat hoe ik je jij u mijn ' +
    'wij we ons onze dat die dit deze er niet wel ook nog maar kan kun kunnen wordt worden heb heeft hebben ' +
    'was waren welke welk waar wanneer waarom wie of zo zoals meer veel alle iets mag moet moeten doen doet ' +
    'the a an and of in on for with to by at from is are what how or i my we our can do does which where ' +
    'when why who that this it be not about there their they more much many some tell me any'
  ).split(' '),
);

/** A question's identity for the answer cache: case, accents, spacing and end punctuation do not count. */
export function normaliseQuestion(question: string): string {
  return fold(question)
    .replace(/[\s?!.]+$/u, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The words of a text as compared: folded, letters and digits only. */
export function wordsOf(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The question's content words (no stop words, at least 3 characters), each once. */
export function contentTerms(question: string): string[] {
  return [...new Set(wordsOf(question).filter((w) => w.length >= 3 && !STOP_WORDS.has(w)))];
}

/**
 * Whether a question term matches a passage word: equal, or one a prefix of the other sharing at
 * least five letters (a crude stem: "boeren"/"boer", "kringlooplandbouw"/"kringloop…").
 */
export function termMatches(term: string, word: string): boolean {
  if (term === word) return true;
  const shorter = term.length <= word.length ? term : word;
  const longer = shorter === term ? word : term;
  return shorter.length >= 5 && longer.startsWith(shorter.slice(0, Math.max(5, shorter.length - 2)));
}
