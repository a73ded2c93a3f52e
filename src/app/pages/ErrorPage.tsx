import { css } from '@emotion/react';
import type { I18n } from '@lingui/core';
import { SiteLink } from '../components/SiteLink.js';
import { focusRing } from '../theme/styles.js';
import { useI18n } from '../theme/use-t.js';
import { useDocumentTitle } from '../hooks/use-document-title.js';
import { errorTitleOf } from '../logic/page-title.js';

const wrap = css({ padding: '48px 0', maxWidth: '60ch' });
const code = css({
  fontSize: '1rem',
  fontWeight: 700,
  color: 'var(--gkn-base-color)',
  margin: 0,
  letterSpacing: '0.05em',
});
const title = css({
  fontFamily: 'var(--gkn-font-secondary)',
  fontSize: 'clamp(1.8rem, 4vw, 2.6rem)',
  margin: '8px 0 16px',
  color: 'var(--gkn-heading-color)',
});
const button = css({
  display: 'inline-block',
  background: 'var(--gkn-base-color)',
  color: '#fff',
  padding: '12px 24px',
  borderRadius: 4,
  textDecoration: 'none',
  fontWeight: 600,
  '&:focus-visible': focusRing,
});

/** Texts per status; page.{status}.title/text (requirements §8). Unknown statuses use the 500 texts. */
function texts(i18n: I18n, status: number): { title: string; text: string } {
  switch (status) {
    case 400:
      return {
        title: i18n._({ id: 'page.400.title', message: 'Dit adres klopt niet' }),
        text: i18n._({
          id: 'page.400.text',
          message: 'Het adres van deze pagina is ongeldig. Controleer het adres of ga naar de homepage.',
        }),
      };
    case 404:
      return {
        title: i18n._({ id: 'page.404.title', message: 'Deze pagina bestaat niet (meer)' }),
        text: i18n._({ id: 'page.404.text', message: 'We kunnen je pagina niet vinden, onze excuses' }),
      };
    default:
      return {
        title: i18n._({ id: 'page.500.title', message: 'Er is iets misgegaan' }),
        text: i18n._({
          id: 'page.500.text',
          message: 'Er is een fout met de server. We werken eraan, probeer het later nog eens.',
        }),
      };
  }
}

/** `routerLevel`: no route of ours serves the address (requirements §8), as distinct from the CMS's 404. */
export function ErrorPage({ status, routerLevel = false }: { status: number; routerLevel?: boolean }) {
  const i18n = useI18n();
  const { title: cmsHeading, text } = texts(i18n, status);
  const heading = routerLevel
    ? i18n._({ id: 'router.not-found', message: 'Deze pagina kon niet gevonden worden' })
    : cmsHeading;
  useDocumentTitle(errorTitleOf(i18n, status, routerLevel));
  return (
    <div css={wrap} data-error={routerLevel ? 'router' : 'page'}>
      <p css={code}>{i18n._({ id: 'page.status', message: 'Foutcode {status}', values: { status } })}</p>
      <h1 css={title}>{heading}</h1>
      <p>{text}</p>
      {status < 500 && (
        <SiteLink href="/" css={button}>
          {i18n._({ id: 'page.home.button', message: 'Naar de homepage' })}
        </SiteLink>
      )}
    </div>
  );
}
