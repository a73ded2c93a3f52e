import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { QUESTION_MAX_LENGTH } from '../../../model/ai-search.js';
import type { Locale } from '../../../model/services.js';
import { button } from '../../components/search/search-styles.js';
import { aiSearchPathOf, aiSearchRoot } from '../../logic/ai-search-url.js';
import { useI18n } from '../../theme/use-t.js';
import * as styles from './ai-search-styles.js';

/**
 * The question box: a GET form to /ai-zoeken?q=… (redirected to /ai-zoeken/<question>), so it
 * works without JavaScript; with it, the page navigates in place and the answer streams in.
 */
export function AiQuestionForm({ locale, question }: { locale: Locale; question: string }) {
  const i18n = useI18n();
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (q) navigate(aiSearchPathOf(locale, q));
  };
  return (
    <form method="get" action={aiSearchRoot(locale)} onSubmit={onSubmit} role="search">
      <label htmlFor={inputId}>
        <strong>{i18n._({ id: 'ai.form.label', message: 'Je vraag' })}</strong>
      </label>
      <div css={styles.form}>
        <input
          id={inputId}
          css={styles.input}
          type="text"
          name="q"
          required
          defaultValue={question}
          key={question}
          aria-describedby={hintId}
          autoComplete="off"
          enterKeyHint="send"
        />
        <button type="submit" css={button}>
          {i18n._({ id: 'ai.form.submit', message: 'Vraag' })}
        </button>
      </div>
      <p id={hintId} css={styles.hint}>
        {i18n._({
          id: 'ai.form.hint',
          message:
            'Stel een vraag in gewone taal (maximaal {max} tekens). Het antwoord komt alleen uit de bronnen van deze site.',
          values: { max: QUESTION_MAX_LENGTH },
        })}
      </p>
    </form>
  );
}
