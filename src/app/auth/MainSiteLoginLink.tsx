import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { localeFor } from '../i18n/locale.js';
import { useSite } from '../site-context.js';
import { visuallyHidden } from '../theme/styles.js';
import { useI18n } from '../theme/use-t.js';
import { loginHref } from './login-links.js';

/**
 * requirements §6 login from a portlet (a partner's iframe, where our session cookie is never
 * sent): log in on the main site, in a new top-level window, and come back to `mainSitePath`
 * there. Its own module, so the first load (the header's LoginLink) does not carry it.
 */
export function MainSiteLoginLink(props: { children: ReactNode; className?: string; mainSitePath: string }) {
  const site = useSite();
  const i18n = useI18n();
  const locale = localeFor(site.language, useLocation().pathname);
  return (
    <a className={props.className} href={loginHref(props.mainSitePath, locale)} target="_blank" rel="noopener">
      {props.children}
      <span css={visuallyHidden}> {i18n._({ id: 'link.external', message: '(opent in een nieuw tabblad)' })}</span>
    </a>
  );
}
