import { css } from '@emotion/react';
import type { I18n } from '@lingui/core';
import { useEffect } from 'react';
import type { Locale } from '../../../model/services.js';
import type { FilterSelection } from '../../../model/search.js';
import {
  followedSearchOf,
  SEARCH_ALERT_ACTION,
  SEARCH_ALERT_FIELD,
  SEARCH_ALERT_FORM_ID,
  searchFeedPathOf,
} from '../../logic/search-feed-url.js';
import { useI18n } from '../../theme/use-t.js';
import { expiredMessage, FormOutcomeMessage, FormPostFields, FormSubmit } from '../forms/form-parts.js';
import type { SearchAlertStatus } from '../forms/form-statuses.js';
import * as s from '../forms/form-styles.js';
import { RATE_LIMITED, rateLimitedMessage } from '../forms/rate-limit-messages.js';
import { useEnhancedForm } from '../forms/use-enhanced-form.js';

const box = css({
  marginTop: 32,
  padding: '16px 20px',
  border: '1px solid #c9c9c4',
  borderRadius: 4,
  '& h2': { margin: '0 0 8px', fontSize: '1.25rem' },
  '& p': { margin: '0 0 8px' },
});
const alertForm = css(s.formBox, { margin: '8px 0 0' });

/** requirements §8 Newsletter messages: a search alert is a sign-up with the newsletter service. */
function messageOf(i18n: I18n, status: string): string {
  if (status === RATE_LIMITED) return rateLimitedMessage(i18n);
  switch (status as SearchAlertStatus) {
    case 'registered':
      return i18n._({ id: 'newsletter.registered', message: 'Je bent aangemeld' });
    case 'already-registered':
      return i18n._({ id: 'newsletter.already-registered', message: 'Dit e-mailadres is al aangemeld' });
    case 'invalid-email':
      return i18n._({ id: 'newsletter.invalid-email', message: 'Vul een geldig e-mailadres in.' });
    case 'invalid-search':
      return i18n._({ id: 'follow.invalid-search', message: 'Deze zoekopdracht kan niet gevolgd worden.' });
    case 'expired':
      return expiredMessage(i18n);
    default:
      return i18n._({ id: 'newsletter.failed', message: 'Aanmelden is mislukt, probeer het later nog eens' });
  }
}

const fieldsOf = (status: string) => (status === 'invalid-email' || status === 'already-registered' ? ['email'] : []);

/**
 * "Volg deze zoekopdracht" (docs/architecture.md §4.2): the search's Atom feed, and "Mail me",
 * which signs the visitor up for this term and these filters with the newsletter service. The
 * form works without JavaScript (POST, back with the status) and is enhanced with fetch.
 */
export function FollowSearch({ locale, term, filters }: { locale: Locale; term: string; filters: FilterSelection }) {
  const i18n = useI18n();
  const id = SEARCH_ALERT_FORM_ID;
  const form = useEnhancedForm(id, fieldsOf);
  const feed = searchFeedPathOf(locale, term, filters);
  const invalid = form.outcome?.fields.includes('email') ? true : undefined;
  // The head's feed link is rendered on the server; after navigations in the browser it must
  // name this search, and leave with the search page (a result page has no feed).
  const linkTitle = i18n._({ id: 'follow.title', message: 'Volg deze zoekopdracht' });
  useEffect(() => {
    const selector = 'link[rel="alternate"][type="application/atom+xml"]';
    let link = document.head.querySelector(selector);
    if (!link) {
      link = document.createElement('link');
      link.setAttribute('rel', 'alternate');
      link.setAttribute('type', 'application/atom+xml');
      document.head.append(link);
    }
    link.setAttribute('title', linkTitle);
    link.setAttribute('href', feed);
    return () => link.remove();
  }, [feed, linkTitle]);
  return (
    <section css={box} aria-labelledby={`${id}-title`} data-follow-search="">
      <h2 id={`${id}-title`}>{i18n._({ id: 'follow.title', message: 'Volg deze zoekopdracht' })}</h2>
      <p>
        {i18n._({
          id: 'follow.intro',
          message: 'Hoor het als er iets nieuws bij komt voor deze zoekterm en filters.',
        })}
      </p>
      <p>
        {/* A plain link: the feed is a file of its own, not a page of the app. */}
        <a href={feed} type="application/atom+xml">
          {i18n._({ id: 'follow.feed', message: 'Atom-feed van deze zoekopdracht' })}
        </a>
      </p>
      <form
        id={id}
        css={alertForm}
        method="post"
        action={SEARCH_ALERT_ACTION}
        onSubmit={form.onSubmit}
        aria-label={i18n._({ id: 'follow.mail.label', message: 'Mail mij bij nieuwe resultaten' })}
        noValidate
      >
        <FormPostFields formId={id} returnPath={form.returnPath} />
        <input type="hidden" name={SEARCH_ALERT_FIELD} value={followedSearchOf(locale, term, filters)} />
        <div css={s.fieldBox}>
          <label css={s.label} htmlFor={`${id}-email`}>
            {i18n._({ id: 'newsletter.email', message: 'E-mailadres' })}
          </label>
          <input
            css={s.input}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${id}-message` : undefined}
          />
        </div>
        <FormOutcomeMessage
          id={`${id}-message`}
          outcome={form.outcome}
          messageOf={(status) => messageOf(i18n, status)}
        />
        <FormSubmit form={form}>{i18n._({ id: 'follow.mail.submit', message: 'Mail mij' })}</FormSubmit>
      </form>
    </section>
  );
}
