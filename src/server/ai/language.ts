import snowball from 'snowball-stemmers';
import type { Locale } from '../../model/services.js';

// The AI search's language analysis (docs/architecture.md §16, decision 020): the Snowball
// stemmers of Dutch and English, and the words of each language that frame a question rather
// than name what it is about. A question may be asked in either language on either site, so
// every word is stemmed both ways and both languages' lists apply.

const stemmers = { nl: snowball.newStemmer('dutch'), en: snowball.newStemmer('english') } as const;

/** Words that carry no subject: articles, pronouns, prepositions, auxiliaries, question words. */
const STOP_WORDS: Record<Locale, string> = {
  nl:
    'de het een en van in op voor met aan bij door over naar om te tot uit als is zijn wat hoe ik je jij u mijn ' +
    'wij we ons onze dat die dit deze er niet wel ook nog maar kan kun kunnen wordt worden werd heb heeft hebben ' +
    'was waren welke welk waar wanneer waarom wie of zo zoals meer veel alle iets mag moet moeten doen doet ' +
    'hoeveel hoelang waarmee waarover waarvoor wat welke zich zij ze hun hem haar men dan toen nu al geen ' +
    'mij me jullie onder tussen tegen zonder sinds binnen buiten via per na bij af laat weer',
  en:
    'the a an and of in on for with to by at from is are was were what how or i my we our can do does did ' +
    'which where when why who whom whose that this these those it its be been being not about there their ' +
    'they them more much many some tell me any you your us has have had will would should could may might ' +
    'into onto than then so as if but no yes all each per via',
};

/**
 * Words visitors frame a question with ("Welke rol speelt …", "What is known about …", "Wanneer
 * is de volgende …"): not what the question is about, so they are not searched for nor required
 * in a passage. What they ask (when, where, who, how much) is read before they are dropped.
 */
const FRAMING_WORDS: Record<Locale, string> = {
  nl:
    'rol speelt spelen speelde werkt werken bekend weten weet informatie info uitleg leg uitleggen ' +
    'betekent betekenis betekenen bedoeld bedoelt volgende eerstvolgende komende aankomende ' +
    'gegeven georganiseerd organiseert aangeboden plaats vindt vinden vind zoek zoeken gaat ' +
    'kost kosten prijs deelname datum tijd locatie organisator organisatie deskundige deskundigen expert ' +
    'experts contactpersoon soort soorten type typen documenten document belangrijk belangrijkste ' +
    'precies eigenlijk ongeveer graag iemand ergens momenteel binnenkort aanpak zit zitten staat ' +
    'gebeurt gebeuren toepassen toegepast gebruiken gebruikt lijst overzicht alles houdt houden inhoud ' +
    'gebied verband relatie verschil vertel vertellen voordelen nadelen voordeel nadeel tips tip advies ' +
    'verbeteren verminderen voorkomen voorkom vermijden aanpakken beginnen begin starten helpen help helpt ' +
    'samen hangen hangt kun kunt kan zou zouden willen wil pak pakt pakken',
  en:
    'role play plays played work works working known know information info explain explained ' +
    'mean means meaning meant next upcoming coming held given organised organized organises organizes ' +
    'offered place take takes taking find cost costs price fee fees date time venue location organiser ' +
    'organizer organisation organization expert experts contact kind kinds type types documents document ' +
    'important exactly actually roughly someone somewhere currently soon approach happen happens ' +
    'apply applied use used list overview everything anything learn related relation relationship ' +
    'difference affect affects benefits benefit advantages disadvantages tips advice ' +
    'improve reduce prevent avoid start begin help helps tackle explain exactly want',
};

const asSet = (words: string) => new Set(words.split(/\s+/).filter(Boolean));
const STOP = new Set([...asSet(STOP_WORDS.nl), ...asSet(STOP_WORDS.en)]);
const FRAMING = new Set([...asSet(FRAMING_WORDS.nl), ...asSet(FRAMING_WORDS.en)]);

export const isStopWord = (word: string): boolean => STOP.has(word);
export const isFramingWord = (word: string): boolean => FRAMING.has(word);

/** Stems already computed: the corpus's words recur in every answer. Bounded, then started anew. */
const STEMS = new Map<string, readonly string[]>();
const STEMS_KEPT = 50_000;

/** A folded word's stems, Dutch and English (one when both agree). */
export function stemsOf(word: string): readonly string[] {
  const known = STEMS.get(word);
  if (known) return known;
  const nl = stemmers.nl.stem(word);
  const en = stemmers.en.stem(word);
  const stems = nl === en ? [nl] : [nl, en];
  if (STEMS.size >= STEMS_KEPT) STEMS.clear();
  STEMS.set(word, stems);
  return stems;
}
