import { answerParts, type AiAnswer } from '../../../model/ai-search.js';
import type { Locale } from '../../../model/services.js';
import { SiteLink } from '../../components/SiteLink.js';
import { searchPathOf } from '../../logic/search-url.js';
import { useI18n } from '../../theme/use-t.js';
import { AiFeedback } from './AiFeedback.js';
import * as styles from './ai-search-styles.js';

interface Props {
  question: string;
  locale: Locale;
  answer: Omit<AiAnswer, 'question' | 'locale'>;
  /** Still being written: no "not found", source list or feedback yet. */
  streaming: boolean;
}

/**
 * An answer: labelled honestly (a summary of sources, or generated from sources), its text with
 * numbered citations linking to the result pages, the source list, and the feedback buttons; or
 * "not found in our sources" with a link to the normal search for the question's key phrase (its
 * concepts, without the question words: what the keyword search answers best).
 */
export function AiAnswerView({ question, locale, answer, streaming }: Props) {
  const i18n = useI18n();
  if (!streaming && answer.status === 'not-found') {
    // An answer cached before it carried its key phrase links with the whole question.
    const term = answer.searchTerm || question;
    return (
      <>
        <p css={styles.notice}>
          {i18n._({ id: 'ai.not-found', message: 'We hebben het antwoord niet gevonden in onze bronnen.' })}
        </p>
        <p>
          <SiteLink href={searchPathOf({ kind: 'site', locale }, term)}>
            {i18n._({
              id: 'ai.not-found.search',
              message: 'Zoek op “{question}” in alle resultaten',
              values: { question: term },
            })}
          </SiteLink>
        </p>
        <AiFeedback question={question} locale={locale} />
      </>
    );
  }
  const numbers = answer.sources.map((s) => s.n);
  const sourceOf = new Map(answer.sources.map((s) => [s.n, s]));
  const citedNumbers = new Set(answerParts(answer.text, numbers).flatMap((p) => (p.kind === 'cite' ? [p.n] : [])));
  const listed = streaming ? answer.sources.filter((s) => citedNumbers.has(s.n)) : answer.sources;
  return (
    <>
      {answer.fallback && (
        <p css={styles.notice}>
          {i18n._({
            id: 'ai.fallback',
            message: 'Het taalmodel gaf nu geen antwoord; hieronder staat een samenvatting van de bronnen.',
          })}
        </p>
      )}
      <p css={styles.label}>
        {answer.mode === 'extractive'
          ? i18n._({
              id: 'ai.mode.extractive',
              message: 'Samenvatting van bronnen: zinnen letterlijk uit onze bronnen',
            })
          : i18n._({ id: 'ai.mode.generated', message: 'Door een taalmodel geschreven op basis van onze bronnen' })}
      </p>
      <p css={styles.answerText}>
        {answerParts(answer.text, numbers).map((part, i) =>
          part.kind === 'text' ? (
            <span key={i}>{part.text}</span>
          ) : (
            <SiteLink
              key={i}
              href={sourceOf.get(part.n)!.url}
              css={styles.cite}
              aria-label={i18n._({
                id: 'ai.citation',
                message: 'Bron {n}: {title}',
                values: { n: part.n, title: sourceOf.get(part.n)!.title },
              })}
            >
              {`[${part.n}]`}
            </SiteLink>
          ),
        )}
      </p>
      {listed.length > 0 && (
        <>
          <h3>{i18n._({ id: 'ai.sources', message: 'Bronnen' })}</h3>
          <ol css={styles.sources}>
            {listed.map((source) => (
              <li key={source.n} value={source.n}>
                <SiteLink href={source.url}>{source.title}</SiteLink>
              </li>
            ))}
          </ol>
        </>
      )}
      {!streaming && <AiFeedback question={question} locale={locale} />}
    </>
  );
}
