import { useState } from 'react';
import { SiteLink } from '../components/SiteLink.js';
import { SiteSearchForm, StickySearchBar } from '../components/StickySearchBar.js';
import { useScrollFlags } from '../hooks/use-scroll-flags.js';
import type { MenuGroup } from '../../model/page.js';
import type { PageChromeHints } from '../../model/page-chrome.js';
import { useSite } from '../site-context.js';
import { useI18n } from '../theme/use-t.js';
import { AccountControls } from '../auth/AccountControls.js';
import { MainMenu } from './MainMenu.js';
import { PageAlphabet, PageToc } from './page-nav.js';
import { SiteLogo } from './SiteLogo.js';

interface Props {
  /** null: the menu call failed; undefined: the site's chrome was not loaded (menu-fetch.ts). */
  menu: MenuGroup[] | null | undefined;
  hints: PageChromeHints;
  transparent?: boolean;
}

/**
 * The top bar (requirements §2): logo to /, hamburger and main menu, the page's table of contents and
 * alphabet when it has them, the site search: in the bar's row from 960px (requirements §2.7), the
 * sticky search bar below that width. Scroll states are attributes on the header: data-at-top below 20px,
 * data-search past 150px (requirements §9). Styles: chrome-css.ts.
 */
export function TopBar({ menu, hints, transparent }: Props) {
  const site = useSite();
  const i18n = useI18n();
  const [open, setOpen] = useState(false);
  const { atTop, pastSearch } = useScrollFlags();
  const hasLogo = Boolean(site.logos.desktop ?? site.logos.mobile);
  return (
    <header
      className="gkn-bar"
      data-at-top={atTop || undefined}
      data-search={pastSearch || undefined}
      data-transparent={transparent || undefined}
    >
      <a href="#main" className="gkn-skip">
        {i18n._({ id: 'nav.skipToContent', message: 'Naar de inhoud' })}
      </a>
      <div className="gkn-row">
        <SiteLink href="/" className="gkn-home" onClick={() => setOpen(false)}>
          <SiteLogo />
          <span className={hasLogo ? 'gkn-vh' : undefined}>{site.title}</span>
          <span className="gkn-vh"> – {i18n._({ id: 'nav.home', message: 'naar de homepage' })}</span>
        </SiteLink>
        {hints.toc && hints.toc.length > 0 && <PageToc entries={hints.toc} />}
        <SiteSearchForm inputId="gkn-bar-q" className="gkn-bar-search" />
        <AccountControls />
        <MainMenu menu={menu} open={open} onOpenChange={setOpen} />
      </div>
      {hints.alphabet && hints.alphabet.length > 0 && <PageAlphabet letters={hints.alphabet} />}
      <StickySearchBar />
    </header>
  );
}
