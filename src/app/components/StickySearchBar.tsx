import type { Locale } from '../../model/services.js';
import { searchFormAction } from '../logic/search-url.js';
import { useSite } from '../site-context.js';
import { useI18n } from '../theme/use-t.js';

/**
 * The top bar's search (requirements §2, §4, §9): a plain GET form, so it works without JavaScript (a
 * browser with scripting off keeps it in the bar); otherwise it is out of the flow from the first
 * paint (the bar does not shrink when scripts start) and slides in below the bar, over the page
 * (nothing shifts), once the page is scrolled past 150px
 * (the header's data-search). Only below 960px (requirements §9). Styles: chrome-css.ts (.gkn-search).
 * The server turns /zoeken?q=… (/search?q=… in English) into the search page.
 */
export function StickySearchBar() {
  const site = useSite();
  const i18n = useI18n();
  const label = i18n._({ id: 'search.sticky.label', message: 'Zoeken op de site' });
  return (
    <div className="gkn-search">
      <form
        method="get"
        action={searchFormAction({ kind: 'site', locale: i18n.locale as Locale })}
        role="search"
        aria-label={label}
      >
        <label htmlFor="gkn-sticky-q" className="gkn-vh">
          {label}
        </label>
        <input id="gkn-sticky-q" type="search" name="q" placeholder={site.searchPlaceholder} autoComplete="off" />
        <button type="submit">{i18n._({ id: 'search.sticky.submit', message: 'Zoek' })}</button>
      </form>
    </div>
  );
}
