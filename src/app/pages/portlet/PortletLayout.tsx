import { css, Global } from '@emotion/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { PortletView } from '../../../model/portlet.js';
import { mq } from '../../theme/breakpoints.js';
import { container, focusRing } from '../../theme/styles.js';
import { usePortletResize } from './use-portlet-resize.js';
import { SiteLink } from '../../components/SiteLink.js';
import { searchPathOf } from '../../logic/search-url.js';

const page = css({ display: 'flex', flexDirection: 'column' });

/** The portlet's palette as CSS variables over the site's (values are validated colours). */
function paletteCss(palette: PortletView['palette']): string {
  const vars = Object.entries(palette)
    .filter(([, v]) => typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v))
    .map(([k, v]) => `--${k.replace(/_/g, '-')}:${v};`)
    .join('');
  return `:root{${vars}}`;
}
const header = css([container, { paddingTop: 16 }]);
const portletTitle = css({
  fontFamily: 'var(--gkn-font-secondary)',
  fontSize: 'clamp(1.4rem, 3vw, 2rem)',
  margin: 0,
  color: 'var(--gkn-heading-color)',
});
const titleLink = css({
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': focusRing,
});
const body = css([container, { flex: 1, paddingTop: 8, paddingBottom: 24 }]);
const stickyBar = css({
  // requirements §2 portlet layout: the search bar sticks once the title has scrolled away. The bar is a
  // direct child of the whole search view (SearchView's [data-search-bar]), so it sticks all the
  // way down the results. Widths: from 960px this, the portlet's search form, is the sticky bar;
  // below 960px the requirements §9 rule for layouts applies and the mobile sticky search bar (term in
  // quotes and the filter toggle, shown past the title) is the one bar, so the form does not stick
  // there too, and two bars never stack.
  [mq.large]: {
    '[data-portlet] [data-search-bar]': {
      position: 'sticky',
      top: 0,
      zIndex: 10,
      background: 'var(--gkn-surface-color, #fff)',
      padding: '8px 0',
    },
    '[data-portlet-sticky] [data-search-bar]': { boxShadow: '0 4px 6px -4px rgba(0,0,0,.25)' },
  },
});

/**
 * Inside the portlet and portlet-result layouts (requirements §2; PageLayout adds the footer 'made
 * possible by' from the loader's chrome hints): the portlet's palette over the site's, its title,
 * its search bar sticky after scrolling past the title, and in a frame its height reported to
 * the embedding page.
 */
export function PortletLayout({
  portlet,
  children,
  showTitle,
}: {
  portlet: PortletView;
  children: ReactNode;
  showTitle: boolean;
}) {
  const [sticky, setSticky] = useState(false);
  usePortletResize(portlet);
  useEffect(() => {
    const title = document.getElementById('portlet-title');
    if (!title || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setSticky(!entry!.isIntersecting));
    observer.observe(title);
    return () => observer.disconnect();
  }, []);
  return (
    <div css={page} data-portlet={portlet.domain} data-portlet-sticky={sticky || undefined}>
      <Global styles={[css(paletteCss(portlet.palette)), stickyBar]} />
      {showTitle && (
        <div css={header}>
          <p css={portletTitle} id="portlet-title">
            <SiteLink css={titleLink} href={searchPathOf({ kind: 'portlet', domain: portlet.domain }, '*')}>
              {portlet.title}
            </SiteLink>
          </p>
        </div>
      )}
      <div css={body}>{children}</div>
    </div>
  );
}
