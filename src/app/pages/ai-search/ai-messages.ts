import type { I18n } from '@lingui/core';

// Words of the AI search that the server also writes outside the React render (its short pages at
// the rate limit and after a vote without JavaScript), so they are in the catalogs once.

export function aiLimitMessage(i18n: I18n): string {
  return i18n._({
    id: 'ai.rate-limited',
    message: 'Je hebt veel vragen gesteld in korte tijd. Probeer het over een paar minuten opnieuw.',
  });
}

export function aiTooLongMessage(i18n: I18n, max: number): string {
  return i18n._({
    id: 'ai.too-long',
    message: 'Je vraag is te lang. Gebruik maximaal {max} tekens.',
    values: { max },
  });
}

export const backToAiSearchLabel = (i18n: I18n) =>
  i18n._({ id: 'ai.back-to-ai-search', message: 'Terug naar AI-zoeken' });

export const feedbackThanksMessage = (i18n: I18n) =>
  i18n._({ id: 'ai.feedback.thanks', message: 'Bedankt voor je feedback.' });

export const backToAnswerLabel = (i18n: I18n) =>
  i18n._({ id: 'ai.back-to-answer', message: 'Terug naar het antwoord' });

/** The labels of the facts an answer takes from a record's fields (when, where, who, how much). */
export const aiFactLabels = (i18n: I18n) => ({
  when: i18n._({ id: 'ai.fact.when', message: 'wanneer' }),
  where: i18n._({ id: 'ai.fact.where', message: 'waar' }),
  organiser: i18n._({ id: 'ai.fact.organiser', message: 'organisator' }),
  price: i18n._({ id: 'ai.fact.price', message: 'kosten' }),
  expert: i18n._({ id: 'ai.fact.expert', message: 'deskundige' }),
  contact: i18n._({ id: 'ai.fact.contact', message: 'contactpersoon' }),
  type: i18n._({ id: 'ai.fact.type', message: 'soort' }),
  published: i18n._({ id: 'ai.fact.published', message: 'verschenen' }),
});
