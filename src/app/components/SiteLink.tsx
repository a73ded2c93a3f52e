import type { ReactNode } from 'react';
import { useI18n } from '../theme/use-t.js';
import { visuallyHidden } from '../theme/styles.js';

interface Props {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}

const PLAIN_ANCHOR = /^(mailto:|tel:|#)/i;
const EXTERNAL = /^https?:\/\//i;

/**
 * spec §2 Links: internal links go to the router; http, mailto and hash links are plain anchors;
 * external ones open in a new tab and say so.
 */
export function SiteLink({ href, children, className, onClick }: Props) {
  const i18n = useI18n();
  if (EXTERNAL.test(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
        <span css={visuallyHidden}> {i18n._({ id: 'link.external', message: '(opent in een nieuw tabblad)' })}</span>
      </a>
    );
  }
  if (PLAIN_ANCHOR.test(href)) {
    return (
      <a href={href} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  // A plain anchor the browser entry hands to the router on click (src/client/router-links.ts):
  // the same navigation as react-router's <Link>, without its per-link hooks in every render of
  // the menu and footer, and without its code in the first-load bundle.
  return (
    <a href={href} className={className} onClick={onClick} data-router-link="">
      {children}
    </a>
  );
}
