import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { Icon } from './ui/icons.js';
import { useI18n } from '../theme/use-t.js';
import { visuallyHidden } from '../theme/styles.js';
import { usePreviewHref } from '../hooks/preview-scope.js';

/** Attributes passed on to the anchor as they are (rel="next", aria-current, aria-label…). */
type AnchorAttributes = Pick<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'rel' | 'aria-current' | 'aria-label' | 'aria-describedby' | 'lang'
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

/** A path on this site ('/x', not '//host'): the router's. Anything else the browser resolves itself. */
const SITE_PATH = /^\/(?!\/)/;
const EXTERNAL = /^https?:\/\//i;
const externalIconCss = css({ marginLeft: '0.3em', width: '0.85em', height: '0.85em' });

/**
 * requirements §2 Links: internal links go to the router (react-router's <Link>, so a click is a client
 * navigation); mailto, tel, hash and relative links are plain anchors; external ones open in a new
 * tab with the external icon, and say so to screen readers too.
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
  // In a preview, a link to the previewed page keeps its signed link; a document load, so the
  // server checks that link again (it may have expired meanwhile).
  const previewHref = usePreviewHref(href);
  if (previewHref) {
    return (
      <a {...attributes} href={previewHref} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  if (EXTERNAL.test(href)) {
    return (
      <a {...attributes} href={href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
        {externalIcon && <Icon name="external" css={externalIconCss} />}
        <span css={visuallyHidden}> {i18n._({ id: 'link.external', message: '(opent in een nieuw tabblad)' })}</span>
      </a>
    );
  }
  if (!SITE_PATH.test(href)) {
    return (
      <a {...attributes} href={href} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link {...attributes} to={href} className={className} onClick={onClick} preventScrollReset={preventScrollReset}>
      {children}
    </Link>
  );
}
