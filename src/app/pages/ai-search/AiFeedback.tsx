import { useState, type FormEvent } from 'react';
import type { Locale } from '../../../model/services.js';
import { TOKEN_FIELD, useFormToken } from '../../components/forms/form-token.js';
import { AI_FEEDBACK_ACTION } from '../../logic/ai-search-url.js';
import { useI18n } from '../../theme/use-t.js';
import { feedbackThanksMessage } from './ai-messages.js';
import * as styles from './ai-search-styles.js';

/**
 * Thumbs up/down on an answer (requirements §1 AI search), stored with the question. A plain form
 * post without JavaScript (the server answers a short thank-you page); with it, posted in place.
 */
export function AiFeedback({ question, locale }: { question: string; locale: Locale }) {
  const i18n = useI18n();
  const token = useFormToken();
  const [state, setState] = useState<'idle' | 'saved' | 'failed'>('idle');
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The pressed button is the vote: FormData leaves the submitter out, so it is added by hand.
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) body.set(name, String(value));
    body.set('vote', submitter?.value ?? '');
    try {
      const response = await fetch(AI_FEEDBACK_ACTION, {
        method: 'POST',
        body,
        headers: { accept: 'application/json' },
      });
      setState(response.ok ? 'saved' : 'failed');
    } catch {
      setState('failed');
    }
  };
  return (
    <form method="post" action={AI_FEEDBACK_ACTION} onSubmit={onSubmit} css={styles.feedback}>
      <input type="hidden" name="question" value={question} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name={TOKEN_FIELD} value={token} />
      <span>{i18n._({ id: 'ai.feedback.question', message: 'Had je hier iets aan?' })}</span>
      <button
        type="submit"
        name="vote"
        value="up"
        css={styles.voteButton}

        disabled={state === 'saved'}
      >
        <span aria-hidden="true">👍 </span>
        {i18n._({ id: 'ai.feedback.up', message: 'Ja, nuttig' })}
      </button>
      <button
        type="submit"
        name="vote"
        value="down"
        css={styles.voteButton}

        disabled={state === 'saved'}
      >
        <span aria-hidden="true">👎 </span>
        {i18n._({ id: 'ai.feedback.down', message: 'Nee, niet nuttig' })}
      </button>
      <span role="status">
        {state === 'saved' && feedbackThanksMessage(i18n)}
        {state === 'failed' && i18n._({ id: 'ai.feedback.failed', message: 'Je feedback kon niet worden opgeslagen.' })}
      </span>
    </form>
  );
}
