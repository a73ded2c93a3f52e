import { css, Global } from '@emotion/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PortletView } from '../../model/portlet.js';
import { container, focusRing } from '../../theme/styles.js';
import { usePortletResize } from './use-portlet-resize.js';

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
const portletTitle = css({ fontFamily: 'var(--gkn-font-secondary)', fontSize: 'clamp(1.4rem, 3vw, 2rem)', margin: 0, color: 'var(--gkn-heading-color)' });
const titleLink = css({ color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing });
const body = css([container, { flex: 1, paddingTop: 8, paddingBottom: 24 }]);
const stickyShadow = css({
  // spec §2 portlet layout: the search bar sticks once the title has scrolled away.
  '[data-portlet] form[role=search]': { position: 'sticky', top: 0, zIndex: 10, background: '#fff', padding: '8px 0' },
  '[data-portlet-sticky] form[role=search]': { boxShadow: '0 4px 6px -2px rgba(0,0,0,.15)' },
});

/**
 * Inside the portlet and portlet-result layouts (spec §2; PageLayout adds the footer 'made
 * possible by' from the loader's chrome hints): the portlet's palette over the site's, its title,
 * its search bar sticky after scrolling past the title, and in a frame its height reported to
 * the embedding page.
 */
export function PortletLayout({ portlet, children, showTitle }: { portlet: PortletView; children: ReactNode; showTitle: boolean }) {
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
      <Global styles={[css(paletteCss(portlet.palette)), stickyShadow]} />
      {showTitle && (
        <div css={header}>
          <p css={portletTitle} id="portlet-title">
            <Link css={titleLink} to={`/portlet/${encodeURIComponent(portlet.domain)}/*`}>
              {portlet.title}
            </Link>
          </p>
        </div>
      )}
      <div css={body}>{children}</div>
    </div>
  );
}
