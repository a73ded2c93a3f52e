import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { CONSENT_EVENT, consentFrom, type Consent } from '../browser/consent.js';
import { expiredMessage, FormOutcomeMessage, FormPostFields, FormSubmit } from '../components/forms/form-parts.js';
import { FORM_ACTIONS } from '../components/forms/form-token.js';
import * as s from '../components/forms/form-styles.js';
import { useEnhancedForm } from '../components/forms/use-enhanced-form.js';
import { useI18n } from '../theme/use-t.js';
import { SiteLink } from '../components/SiteLink.js';
import type { PageContent } from '../../model/page.js';

export interface CookieSettingsData {
  /** The CMS page at the same path (text about cookies); null when the CMS has none. */
  page: PageContent | null;
  /** requirements §2: the privacy statement, a CMS page named per language. */
  privacyPath: string;
}

const fieldset = css({
  border: '1px solid #6b6b6b',
  borderRadius: 4,
  padding: '12px 16px',
  display: 'grid',
  gap: 8,
  legend: { fontWeight: 700, padding: '0 4px' },
});
const choice = css({ display: 'flex', gap: 8, alignItems: 'center', input: { width: 20, height: 20 } });
const area = css({ margin: '24px 0', maxWidth: '75ch' });

const FORM_ID = 'cookie-instellingen';

/**
 * Cookie settings (requirements §2 /mijn-cookiegegevens, /my-cookie-data): the CMS text of the page, a link
 * to the privacy statement and the consent choice, kept in a cookie. The site's tracking script
 * loads only after consent (src/client/behaviours.ts).
 */
export function CookieSettingsPage() {
  const { page, privacyPath } = useLoaderData() as CookieSettingsData;
  const i18n = useI18n();
  const form = useEnhancedForm(FORM_ID, () => []);
  // The page is shared by every visitor (cached): the current choice is read in the browser.
  const [current, setCurrent] = useState<Consent | null>(null);
  useEffect(() => setCurrent(consentFrom(document.cookie)), [form.outcome]);
  useEffect(() => {
    if (form.outcome?.status === 'saved') window.dispatchEvent(new Event(CONSENT_EVENT));
  }, [form.outcome]);
  const heading = page?.title ?? i18n._({ id: 'cookies.title', message: 'Mijn cookiegegevens' });
  return (
    <article>
      <h1 css={s.pageTitle}>{heading}</h1>
      {page?.lead && <p>{page.lead}</p>}
      {page?.areas.map((a, i) => (
        <section key={`${a.area}-${i}`} css={area} aria-label={a.title ?? undefined}>
          {a.title && <h2>{a.title}</h2>}
          {/* Only the text of the CMS page: its html was sanitised in the upstream mapper. */}
          {a.elements.map((e, j) =>
            e.type === 'text' && e.html ? <div key={e.id ?? j} dangerouslySetInnerHTML={{ __html: e.html }} /> : null,
          )}
        </section>
      ))}
      <p>
        <SiteLink href={privacyPath}>
          {i18n._({ id: 'cookies.privacy-link', message: 'Lees onze privacy- en cookieverklaring' })}
        </SiteLink>
      </p>
      <form id={FORM_ID} css={s.formBox} method="post" action={FORM_ACTIONS.cookies} onSubmit={form.onSubmit}>
        <FormPostFields formId={FORM_ID} returnPath={form.returnPath} />
        <fieldset css={fieldset}>
          <legend>{i18n._({ id: 'cookies.legend', message: 'Cookies voor statistiek en personalisatie' })}</legend>
          <p>
            {i18n._({
              id: 'cookies.explain',
              message:
                'Met deze cookies meten we het gebruik van de site en tonen we passende inhoud. Functionele cookies zijn altijd aan.',
            })}
          </p>
          <label css={choice}>
            <input
              type="radio"
              name="consent"
              value="accepted"
              required
              defaultChecked={current === 'accepted'}
              key={`a-${current}`}
            />
            {i18n._({ id: 'cookies.accept', message: 'Ja, dat is goed' })}
          </label>
          <label css={choice}>
            <input
              type="radio"
              name="consent"
              value="rejected"
              defaultChecked={current === 'rejected'}
              key={`r-${current}`}
            />
            {i18n._({ id: 'cookies.reject', message: 'Nee, alleen functionele cookies' })}
          </label>
        </fieldset>
        <FormOutcomeMessage
          outcome={form.outcome}
          messageOf={(status) =>
            status === 'saved'
              ? i18n._({ id: 'cookies.saved', message: 'Je keuze is opgeslagen.' })
              : expiredMessage(i18n)
          }
        />
        <FormSubmit form={form}>{i18n._({ id: 'cookies.save', message: 'Keuze opslaan' })}</FormSubmit>
      </form>
    </article>
  );
}
