import type { SerializedStyles } from '@emotion/react';
import { useFormToken } from '../components/forms/form-token.js';
import { useI18n } from '../theme/use-t.js';
import { LOGOUT_PATH } from './login-links.js';

/**
 * requirements §6 logout: stores the path to come back to and goes to the logout route, as a post
 * with the page's form token (a logout changes state, so no link and no GET can trigger it; the
 * login layer checks the token and the origin). A full-page post, with or without JavaScript.
 */
export function LogoutForm({ returnTo, buttonCss }: { returnTo: string; buttonCss?: SerializedStyles }) {
  const i18n = useI18n();
  const token = useFormToken();
  return (
    <form method="post" action={LOGOUT_PATH} className="gkn-logout">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" css={buttonCss}>
        {i18n._({ id: 'account.logout', message: 'Uitloggen' })}
      </button>
    </form>
  );
}
