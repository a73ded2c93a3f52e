import { css } from '@emotion/react';
import { useLoaderData } from 'react-router-dom';
import { LogoutForm } from '../../auth/LogoutForm.js';
import { SiteLink } from '../../components/SiteLink.js';
import { focusRing } from '../../theme/styles.js';
import { useI18n } from '../../theme/use-t.js';

const wrap = css({ maxWidth: 800, padding: '8px 0 48px' });
const actions = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16, marginTop: 24 });
const logoutButton = css({
  minHeight: 44,
  padding: '0 16px',
  font: 'inherit',
  fontWeight: 600,
  border: '2px solid var(--gkn-base-color)',
  borderRadius: 4,
  background: 'var(--gkn-base-color)',
  color: '#fff',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
});
const cancel = css({ fontWeight: 600, '&:focus-visible': focusRing });

/** The logout page's loader data: where the visitor came from. */
export interface LogoutData {
  returnTo: string;
}

/**
 * requirements §2 /logout for a logged-in user: a page with the logout button (a GET changes
 * nothing; the button posts the logout with the form token) and a way back without logging out.
 */
export function LogoutPage() {
  const i18n = useI18n();
  const { returnTo } = useLoaderData() as LogoutData;
  return (
    <div css={wrap}>
      <h1>{i18n._({ id: 'logout.title', message: 'Uitloggen' })}</h1>
      <p>{i18n._({ id: 'logout.question', message: 'Wil je uitloggen?' })}</p>
      <div css={actions}>
        <LogoutForm returnTo={returnTo} buttonCss={logoutButton} />
        <SiteLink css={cancel} href={returnTo}>
          {i18n._({ id: 'logout.stay', message: 'Ingelogd blijven' })}
        </SiteLink>
      </div>
    </div>
  );
}
