import { css } from '@emotion/react';
import type { ElementLink, LinkType } from '../../../model/content-element.js';
import type { Locale } from '../../../model/services.js';
import { SiteLink } from '../SiteLink.js';
import { Badge } from '../ui/Badge.js';
import { linkColour } from '../ui/colours.js';
import { Icon } from '../ui/icons.js';
import { useContentData } from './content-data.js';
import { searchQueryPath } from '../../logic/search-url.js';

// requirements §2 Links: types normal, search-query, pill, more-info, external; and item-id links.

const base = css({ color: 'var(--gkn-link-color)', textUnderlineOffset: 3 });
const styles: Record<LinkType, ReturnType<typeof css>> = {
  normal: base,
  external: css([base, { display: 'inline-flex', alignItems: 'center', gap: 6 }]),
  'search-query': css([base, { display: 'inline-flex', alignItems: 'center', gap: 6 }]),
  pill: css({
    display: 'inline-block',
    padding: '6px 16px',
    borderRadius: 999,
    border: '2px solid var(--gkn-base-color)',
    color: 'var(--gkn-base-color)',
    fontWeight: 600,
    textDecoration: 'none',
    '&:hover': { background: 'var(--gkn-base-color)', color: '#fff' },
  }),
  'more-info': css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    fontWeight: 700,
    color: 'var(--gkn-link-color)',
    textDecoration: 'none',
    '&:hover span': { textDecoration: 'underline' },
  }),
};
const filled = css({
  display: 'inline-flex',
  padding: '6px 14px',
  borderRadius: 6,
  textDecoration: 'none',
  fontWeight: 600,
});
const meta = css({ display: 'block', fontSize: '0.85rem', color: '#4a4a46' });
const itemLink = css([base, { fontWeight: 600 }]);

const badged = css({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 8 });

/**
 * One CMS link, after its badge when the CMS gave it one (requirements §3 Badge types: `highlight`
 * for a link the editor highlighted, `menu` for a link to a page of the site's menu).
 */
export function CmsLink({ link, locale }: { link: ElementLink; locale: Locale }) {
  if (!link.badge) return <LinkBody link={link} locale={locale} />;
  return (
    <span css={badged}>
      <Badge type={link.badge} />
      <LinkBody link={link} locale={locale} />
    </span>
  );
}

/** The link itself. Item-id links show the knowledge-index item the loader resolved. */
function LinkBody({ link, locale }: { link: ElementLink; locale: Locale }) {
  const data = useContentData();
  if (link.itemId) {
    const item = data.itemLinks[link.itemId];
    if (!item) {
      // Unknown in the knowledge index: the CMS title, not a dead link.
      return <span data-item-id={link.itemId}>{link.title}</span>;
    }
    const source = item.journal ?? item.publisher;
    return (
      <span data-item-id={link.itemId}>
        <SiteLink href={item.href} css={itemLink}>
          {item.title}
        </SiteLink>
        {(source || item.year) && <span css={meta}>{[source, item.year].filter(Boolean).join(', ')}</span>}
      </span>
    );
  }
  const url = link.url!;
  switch (link.type) {
    case 'search-query':
      return (
        <SiteLink href={searchQueryPath(locale, url)} css={styles['search-query']}>
          <Icon name="search" />
          {link.title}
        </SiteLink>
      );
    case 'more-info':
      return (
        <SiteLink href={url} css={styles['more-info']}>
          <span>{link.title}</span>
          <Icon name="arrow" />
        </SiteLink>
      );
    case 'external':
    default:
      // An http(s) URL gets the external icon from SiteLink, like every external link.
      return (
        <SiteLink
          href={url}
          css={[styles[link.type], link.colour && linkColour[link.colour], link.colour?.startsWith('bg-') && filled]}
        >
          {link.title}
        </SiteLink>
      );
  }
}
