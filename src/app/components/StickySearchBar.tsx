import type { Locale } from '../../model/services.js';
import { searchFormAction } from '../logic/search-url.js';
import { useSite } from '../site-context.js';
import { useI18n } from '../theme/use-t.js';

/**
 * The site search of the top bar (requirements §2, §4, §9): a plain GET form to /zoeken (/search in
 * English), which the server turns into the search page of the term in q (a blank term: `*`), so
 * it works without JavaScript and the same with it. Two places use it, one shown at a time:
 * the bar's own row from 960px (SiteSearchForm, `.gkn-bar-search`) and, below 960px, the sticky
 * search bar (StickySearchBar). Styles: chrome-css.ts.
 */
export function SiteSearchForm({ inputId, className }: { inputId: string; className?: string }) {
  const site = useSite();
  const i18n = useI18n();
  const label = i18n._({ id: 'search.sticky.label', message: 'Zoeken op de site' });
  return (
    <form
      method="get"
      action={searchFormAction({ kind: 'site', locale: i18n.locale as Locale })}
      role="search"
      aria-label={label}
      className={className}
    >
      <label htmlFor={inputId} className="gkn-vh">
        {label}
      </label>
      <input id={inputId} type="search" name="q" placeholder={site.searchPlaceholder} autoComplete="off" />
      <button type="submit">{i18n._({ id: 'search.sticky.submit', message: 'Zoek' })}</button>
    </form>
  );
}

/**
 * The sticky search bar below 960px (requirements §2, §9): out of the flow from the first paint (the
 * bar does not shrink when scripts start), it slides in below the bar, over the page (nothing
 * shifts), once the page is scrolled past 150px (the header's data-search). A browser with
 * scripting off keeps it in the bar. Styles: chrome-css.ts (.gkn-search).
 */
export function StickySearchBar() {
  return (
    <div className="gkn-search">
      <SiteSearchForm inputId="gkn-sticky-q" />
    </div>
  );
}
