import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteLink } from '../components/SiteLink.js';
import { ROUTE_SEGMENTS } from '../logic/route-segments.js';
import { focusRing, visuallyHidden } from '../theme/styles.js';
import { useI18n } from '../theme/use-t.js';
import { LogoutForm } from './LogoutForm.js';
import { LoginLink } from './LoginLink.js';
import { useViewer } from './viewer-context.js';

const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '4px 16px',
  marginLeft: 'auto',
  fontWeight: 600,
  a: {
    color: 'var(--gkn-base-color)',
    minHeight: 44,
    display: 'inline-flex',
    alignItems: 'center',
    '&:focus-visible': focusRing,
  },
});
/** The logout is a form's button (a post), dressed as the bar's links. */
const logoutButton = css({
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: 600,
  color: 'var(--gkn-base-color)',
  textDecoration: 'underline',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
});
const name = css({ fontWeight: 400, color: 'var(--gkn-text-color)' });

/**
 * requirements §6 the login/logout menu, only on sites with interaction enabled: a visitor gets the
 * login link; a logged-in user their name, the dashboard ('My GKN', /mijn-gkn) and logout. Logout
 * is a full-page post to the login layer's /logout with the current path (LogoutForm), never a
 * client navigation.
 */
export function AccountControls() {
  const i18n = useI18n();
  const location = useLocation();
  const { viewer, loginEnabled, authState } = useViewer();
  const nav = useRef<HTMLElement>(null);
  const wasVisitor = useRef(viewer === null);
  // After a login in the popup the login link is gone: focus goes to the dashboard link that replaced it.
  useEffect(() => {
    if (viewer && wasVisitor.current && document.activeElement === document.body) {
      nav.current?.querySelector<HTMLElement>('.gkn-dashboard')?.focus();
    }
    wasVisitor.current = viewer === null;
  }, [viewer]);
  if (!loginEnabled) return null;
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <nav ref={nav} className="gkn-account" css={bar} aria-label={i18n._({ id: 'account.nav', message: 'Account' })}>
      {viewer ? (
        <>
          {viewer.name ? (
            <span css={name}>
              <span css={visuallyHidden}>{i18n._({ id: 'account.loggedInAs', message: 'Ingelogd als' })} </span>
              {viewer.name}
            </span>
          ) : (
            <span css={name}>{i18n._({ id: 'account.loggedIn', message: 'Ingelogd' })}</span>
          )}
          <SiteLink href={`/${ROUTE_SEGMENTS.dashboard.nl}`} className="gkn-dashboard">
            {i18n._({ id: 'account.dashboard', message: 'Mijn GKN' })}
          </SiteLink>
          <LogoutForm returnTo={returnTo} buttonCss={logoutButton} />
        </>
      ) : (
        <>
          <LoginLink>{i18n._({ id: 'account.login', message: 'Inloggen' })}</LoginLink>
          <span id="gkn-login-status" role="status" css={name}>
            {authState === 'popupOpen'
              ? i18n._({ id: 'account.popupOpen', message: 'Log in in het venster dat is geopend' })
              : ''}
          </span>
        </>
      )}
    </nav>
  );
}
