import { css } from '@emotion/react';
import { useLocation } from 'react-router-dom';
import { SiteLink } from '../components/SiteLink.js';
import { ROUTE_SEGMENTS } from '../logic/route-segments.js';
import { focusRing, visuallyHidden } from '../theme/styles.js';
import { useI18n } from '../theme/use-t.js';
import { useFormToken } from '../components/forms/form-token.js';
import { LOGOUT_PATH } from './login-links.js';
import { LoginLink } from './LoginLink.js';
import { useViewer } from './viewer-context.js';

const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '4px 16px',
  marginLeft: 'auto',
  fontWeight: 600,
  // The logout is a form's button (a post), dressed as the bar's links.
  button: {
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    textDecoration: 'underline',
    cursor: 'pointer',
  },
  'a, button': {
    color: 'var(--gkn-base-color)',
    minHeight: 44,
    display: 'inline-flex',
    alignItems: 'center',
    '&:focus-visible': focusRing,
  },
});
const name = css({ fontWeight: 400, color: 'var(--gkn-text-color)' });

/**
 * requirements §6 the login/logout menu, only on sites with interaction enabled: a visitor gets the
 * login link; a logged-in user their name, the dashboard ('My GKN', /mijn-gkn) and logout. Logout
 * is a full-page post to the login layer's /logout with the current path, never a client
 * navigation.
 */
export function AccountControls() {
  const i18n = useI18n();
  const location = useLocation();
  const { viewer, loginEnabled, authState } = useViewer();
  const token = useFormToken();
  if (!loginEnabled) return null;
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <nav className="gkn-account" css={bar} aria-label={i18n._({ id: 'account.nav', message: 'Account' })}>
      {viewer ? (
        <>
          <span css={name}>
            {viewer.name && (
              <span css={visuallyHidden}>{i18n._({ id: 'account.loggedInAs', message: 'Ingelogd als' })} </span>
            )}
            {viewer.name ?? i18n._({ id: 'account.loggedIn', message: 'Ingelogd' })}
          </span>
          <SiteLink href={`/${ROUTE_SEGMENTS.dashboard.nl}`} className="gkn-dashboard">
            {i18n._({ id: 'account.dashboard', message: 'Mijn GKN' })}
          </SiteLink>
          {/* Logout changes state: a post with the page's form token, never a link (as LogoutForm). */}
          <form method="post" action={LOGOUT_PATH} className="gkn-logout">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <button type="submit">{i18n._({ id: 'account.logout', message: 'Uitloggen' })}</button>
          </form>
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
