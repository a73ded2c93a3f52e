import { css } from '@emotion/react';
import { SiteLink } from '../components/SiteLink.js';
import type { Crumb } from '../../model/page.js';
import { focusRing } from '../theme/styles.js';
import { useI18n } from '../theme/use-t.js';

const list = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 6,
  listStyle: 'none',
  margin: '0 0 12px',
  padding: 0,
  fontWeight: 600,
  a: { color: 'inherit', '&:focus-visible': focusRing },
});
const separator = css({ margin: '0 2px' });

/**
 * An article page's breadcrumbs: home and the sections above it, the page itself being the h1
 * right below (so not repeated). The same trail is the page's BreadcrumbList (src/server/seo).
 */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const i18n = useI18n();
  const crumbs = [{ title: i18n._({ id: 'breadcrumbs.home', message: 'Home' }), href: '/' }, ...trail];
  return (
    <nav aria-label={i18n._({ id: 'breadcrumbs.label', message: 'Kruimelpad' })}>
      <ol css={list}>
        {crumbs.map((crumb, i) => (
          <li key={crumb.href}>
            {i > 0 && (
              <span css={separator} aria-hidden="true">
                ›{' '}
              </span>
            )}
            <SiteLink href={crumb.href}>{crumb.title}</SiteLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
