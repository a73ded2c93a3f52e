import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { css } from '@emotion/react';
import { Icon } from './ui/icons.js';
import { useI18n } from '../theme/use-t.js';
import { visuallyHidden } from '../theme/styles.js';

/** Attributes passed on to the anchor as they are (rel="next", aria-current, aria-label…). */
type AnchorAttributes = Pick<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'rel' | 'aria-current' | 'aria-label' | 'aria-describedby'
>;

interface Props extends AnchorAttributes {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
  /** Keep the scroll position on a client navigation (a link that changes part of the page). */
  preventScrollReset?: boolean;
  /**
   * The external icon after an external link's content (default). Only where the content is itself
   * a picture of the destination (a social network's logo) does it go, the hidden text stays.
   */
  externalIcon?: boolean;
}

const PLAIN_ANCHOR = /^(mailto:|tel:|#)/i;
const EXTERNAL = /^https?:\/\//i;
const externalIconCss = css({ marginLeft: '0.3em', width: '0.85em', height: '0.85em' });

/**
 * spec §2 Links: internal links go to the router; http, mailto and hash links are plain anchors;
 * external ones open in a new tab with the external icon, and say so to screen readers too.
 */
export function SiteLink({
  href,
  children,
  className,
  onClick,
  externalIcon = true,
  preventScrollReset = false,
  ...attributes
}: Props) {
  const i18n = useI18n();
  if (EXTERNAL.test(href)) {
    return (
      <a {...attributes} href={href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
        {externalIcon && <Icon name="external" css={externalIconCss} />}
        <span css={visuallyHidden}> {i18n._({ id: 'link.external', message: '(opent in een nieuw tabblad)' })}</span>
      </a>
    );
  }
  if (PLAIN_ANCHOR.test(href)) {
    return (
      <a {...attributes} href={href} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  // A plain anchor the browser entry hands to the router on click (src/client/router-links.ts):
  // the same navigation as react-router's <Link>, without its per-link hooks in every render of
  // the menu and footer, and without its code in any bundle (decision 010).
  return (
    <a
      {...attributes}
      href={href}
      className={className}
      onClick={onClick}
      data-router-link=""
      data-preserve-scroll={preventScrollReset ? '' : undefined}
    >
      {children}
    </a>
  );
}
