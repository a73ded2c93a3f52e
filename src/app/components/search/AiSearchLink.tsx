import { css } from '@emotion/react';
import type { Locale } from '../../../model/services.js';
import { aiSearchPathOf, aiSearchRoot } from '../../logic/ai-search-url.js';
import { useSite } from '../../site-context.js';
import { useI18n } from '../../theme/use-t.js';
import { SiteLink } from '../SiteLink.js';

const line = css({ margin: '8px 0 0', fontSize: '0.9375rem' });

/**
 * The entry point to the AI search beside the search form: the same words asked as a question.
 * Only where the site has the AI search on (requirements §1: off = no link to it).
 */
export function AiSearchLink({ locale, term }: { locale: Locale; term: string }) {
  const site = useSite();
  const i18n = useI18n();
  if (!site.aiSearch) return null;
  const href = term === '*' || term.trim() === '' ? aiSearchRoot(locale) : aiSearchPathOf(locale, term);
  return (
    <p css={line}>
      {/* An answer page is not for crawlers (docs/architecture.md §16): the link is not followed. */}
      <SiteLink href={href} rel="nofollow">
        {i18n._({ id: 'ai.entry', message: 'Stel je vraag aan AI-zoeken' })}
      </SiteLink>
    </p>
  );
}
