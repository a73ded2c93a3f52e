import { css } from '@emotion/react';
import { useId } from 'react';
import { useLoaderData } from 'react-router-dom';
import { QUESTION_MAX_LENGTH } from '../../../model/ai-search.js';
import type { AiSearchPageData } from '../../logic/ai-search-data.js';
import { useI18n } from '../../theme/use-t.js';
import { aiLimitMessage, aiTooLongMessage } from './ai-messages.js';
import { AiAnswerView } from './AiAnswerView.js';
import { AiQuestionForm } from './AiQuestionForm.js';
import * as styles from './ai-search-styles.js';
import { useAnswerStream } from './use-answer-stream.js';

const wrap = css({ paddingBottom: 48 });

/**
 * /ai-zoeken/{question} and /ai-search/{question} (requirements §1, §2: AiZoekPagina). The server
 * renders the finished answer; a question asked in the browser streams in, announced politely.
 */
export function AiSearchPage() {
  const data = useLoaderData() as AiSearchPageData;
  const i18n = useI18n();
  const headingId = useId();
  const streamed = useAnswerStream(data.question, data.locale, data.stream);
  const answer = streamed?.answer ?? data.answer;
  const streaming = streamed?.phase === 'streaming';
  const failure = streamed?.failure ?? null;
  return (
    <div css={wrap}>
      <h1 css={styles.title}>{i18n._({ id: 'ai.title', message: 'Stel je vraag' })}</h1>
      <AiQuestionForm locale={data.locale} question={data.question} />
      {data.error === 'too-long' || failure === 'too-long' ? (
        <p css={styles.error} role="alert">
          {aiTooLongMessage(i18n, QUESTION_MAX_LENGTH)}
        </p>
      ) : null}
      {(data.error === 'rate-limited' || failure === 'rate-limited') && (
        <p css={styles.error} role="alert">
          {aiLimitMessage(i18n)}
        </p>
      )}
      {failure === 'error' && (
        <p css={styles.error} role="alert">
          {i18n._({ id: 'ai.failed', message: 'Het antwoord kon niet worden opgehaald. Probeer het opnieuw.' })}
        </p>
      )}
      {data.question && !data.error && failure !== 'too-long' && (
        <section css={styles.answerBox} aria-labelledby={headingId} aria-live="polite" aria-busy={streaming}>
          <h2 id={headingId}>{i18n._({ id: 'ai.answer', message: 'Antwoord' })}</h2>
          {streaming && !answer?.text && (
            <p>{i18n._({ id: 'ai.answering', message: 'Het antwoord wordt opgezocht…' })}</p>
          )}
          {answer && (failure === null || answer.text) && (
            <AiAnswerView question={data.question} locale={data.locale} answer={answer} streaming={streaming} />
          )}
        </section>
      )}
    </div>
  );
}
