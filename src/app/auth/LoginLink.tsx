import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { localeFor } from '../i18n/locale.js';
import { useSite } from '../site-context.js';
import { loginHref } from './login-links.js';
import { useViewer } from './viewer-context.js';

interface Props {
  children: ReactNode;
  className?: string;
}

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * requirements §6 login: a real link to the login route (without JavaScript, or when the browser
 * blocks the popup, a full-page redirect back to this page); with JavaScript it opens the same
 * route as a popup and the page updates when the popup says it is done. In a portlet:
 * MainSiteLoginLink.
 */
export function LoginLink({ children, className }: Props) {
  const site = useSite();
  const location = useLocation();
  const { authState, openLoginPopup } = useViewer();
  const locale = localeFor(site.language, location.pathname);
  const returnTo = `${location.pathname}${location.search}`;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(e)) return;
    // A blocked popup leaves the click alone: the link's own full-page login.
    if (openLoginPopup(loginHref(returnTo, locale, true))) e.preventDefault();
  };
  return (
    <a
      className={className}
      href={loginHref(returnTo, locale)}
      onClick={onClick}
      aria-describedby={authState === 'popupOpen' ? 'gkn-login-status' : undefined}
    >
      {children}
    </a>
  );
}
