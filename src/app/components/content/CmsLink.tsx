import { css } from '@emotion/react';
import type { Locale } from '../../../model/services.js';
import { SiteLink } from '../SiteLink.js';
import { isLinkColour, linkColour, type LinkColour } from '../ui/colours.js';
import { Icon } from '../ui/icons.js';
import { useContentData } from './content-data.js';
import { searchQueryPath } from '../../logic/result-path.js';

// spec §2 Links: types normal, search-query, pill, more-info, external; and item-id links.
export const LINK_TYPES = ['normal', 'search-query', 'pill', 'more-info', 'external'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

export interface CmsLinkValue {
  title: string;
  type: LinkType;
  url: string | null;
  itemId: string | null;
  /** An allowed link colour (spec §5) when the CMS names one; others are ignored. */
  colour: LinkColour | null;
}

/** A CMS link object, normalised: an unknown type is a normal link. */
export function toCmsLink(v: unknown): CmsLinkValue | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  const str = (x: unknown) => (typeof x === 'string' && x.trim() ? x.trim() : null);
  const type = (LINK_TYPES as readonly string[]).includes(String(o.type)) ? (o.type as LinkType) : 'normal';
  const url = str(o.url);
  const itemId = str(o.item_id);
  if (!url && !itemId) return null;
  return { title: str(o.title) ?? url ?? itemId!, type, url, itemId, colour: isLinkColour(o.color) ? o.color : null };
}

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

/** One CMS link. Item-id links show the knowledge-index item the loader resolved. */
export function CmsLink({ link, locale }: { link: CmsLinkValue; locale: Locale }) {
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
