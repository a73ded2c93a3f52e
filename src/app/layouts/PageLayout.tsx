import type { ReactNode } from 'react';
import { useHashScrollOnLoad } from '../hooks/use-hash-scroll.js';
import type { LayoutName } from '../logic/route-handle.js';
import type { SiteChrome } from '../../model/page.js';
import type { PageChromeHints } from '../../model/page-chrome.js';
import { useSite } from '../site-context.js';
import { HTML_LANG } from '../i18n/locale.js';
import type { Locale } from '../../model/services.js';
import { useI18n } from '../theme/use-t.js';
import { SiteLink } from '../components/SiteLink.js';
import { SiteFooter } from './SiteFooter.js';
import { SiteLogo } from './SiteLogo.js';
import { TopBar } from './TopBar.js';

interface Props {
  layout: LayoutName;
  /** The site's menu and footers; null when the root loader gave none (an error before it). */
  chrome: SiteChrome | null;
  hints: PageChromeHints;
  /** The error page's status: no footer for 500 (requirements §2 Error page). */
  status?: number;
  children: ReactNode;
}

function PortletFooter({ hints }: { hints: PageChromeHints }) {
  const site = useSite();
  const i18n = useI18n();
  const provider = hints.portlet?.provider ?? site.title;
  const url = hints.portlet?.providerUrl;
  return (
    <footer className="gkn-portlet-footer">
      {i18n._({ id: 'portlet.madePossibleBy', message: 'Mogelijk gemaakt door' })}{' '}
      {url ? <a href={url}>{provider}</a> : <strong>{provider}</strong>}
    </footer>
  );
}

/** The clean layout's only chrome: the site's logo home, and printing (a print-friendly page). */
function CleanBar() {
  const site = useSite();
  const i18n = useI18n();
  const hasLogo = Boolean(site.logos.desktop ?? site.logos.mobile);
  return (
    <header className="gkn-clean-bar">
      <div>
        <SiteLink href="/" className="gkn-home">
          <SiteLogo />
          <span className={hasLogo ? 'gkn-vh' : undefined}>{site.title}</span>
          <span className="gkn-vh"> – {i18n._({ id: 'nav.home', message: 'naar de homepage' })}</span>
        </SiteLink>
        <button type="button" className="gkn-print" onClick={() => window.print()}>
          {i18n._({ id: 'page.print', message: 'Afdrukken' })}
        </button>
      </div>
    </header>
  );
}

/**
 * The eight layouts of requirements §2: default (container by size small/exploded, map-page flag),
 * default without footer, error (no footer for 500), landing (full-width main), portlet and
 * portlet-result (no site chrome; 'made possible by' footer), sand (sand page, full-width main,
 * transparent top bar while at the top) and clean (the content alone under a slim bar: logo home
 * and print). A CMS page chooses default, default without footer, landing, sand or clean and a
 * size (page metadata, docs/upstream-contracts.md §1.1); styles in chrome-css.ts.
 */
export function PageLayout({ layout, chrome, hints, status, children }: Props) {
  useHashScrollOnLoad();
  const locale: Locale = useI18n().locale === 'en' ? 'en' : 'nl';
  const portlet = layout === 'portlet' || layout === 'portlet-result';
  const withTopBar = !portlet && layout !== 'clean';
  const withFooter = withTopBar && layout !== 'default-no-footer' && !(layout === 'error' && (status ?? 500) >= 500);
  return (
    // The page's own language on everything visible: a result page's document is declared in its
    // record's language (src/server/render), while its menus, labels and footer stay the site's.
    <div className="gkn-page" data-layout={layout} lang={HTML_LANG[locale]}>
      {layout === 'clean' && <CleanBar />}
      {withTopBar && <TopBar menu={chrome ? chrome.menu : undefined} hints={hints} transparent={layout === 'sand'} />}
      <main id="main" className="gkn-main" tabIndex={-1} data-size={hints.size} data-map={hints.mapPage || undefined}>
        {children}
      </main>
      {withFooter && <SiteFooter footer={chrome?.footer ?? null} legal={chrome?.legal ?? null} />}
      {portlet && <PortletFooter hints={hints} />}
    </div>
  );
}
