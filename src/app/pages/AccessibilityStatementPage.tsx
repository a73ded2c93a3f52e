import { css } from '@emotion/react';
import { SiteLink } from '../components/SiteLink.js';
import * as s from '../components/forms/form-styles.js';
import { DateDisplay } from '../components/ui/DateDisplay.js';
import { ROUTE_SEGMENTS } from '../logic/route-segments.js';
import { useSite } from '../site-context.js';
import { useI18n } from '../theme/use-t.js';

/** When the checks this statement reports were last made; update it with the statement. */
export const STATEMENT_DATE = '2026-11-25';

const text = css({
  maxWidth: '75ch',
  h2: { fontFamily: 'var(--gkn-font-secondary)', color: 'var(--gkn-heading-color)', margin: '32px 0 8px' },
  'p, ul': { margin: '0 0 12px' },
  li: { marginBottom: 6 },
});

/**
 * The site's accessibility statement (Dutch law asks every site for one): the standard, what was
 * checked and how, what is known not to meet it, how to reach us, and the date. In the site's language.
 */
export function AccessibilityStatementPage() {
  const i18n = useI18n();
  const site = useSite();
  const locale = i18n.locale === 'en' ? 'en' : 'nl';
  const contactPath = `/${ROUTE_SEGMENTS.contactForm[locale]}`;
  return (
    <article css={text}>
      <h1 css={s.pageTitle}>{i18n._({ id: 'a11y.title', message: 'Toegankelijkheidsverklaring' })}</h1>
      <p>
        {i18n._({
          id: 'a11y.intro',
          message:
            '{site} wil voor iedereen bruikbaar zijn: met toetsenbord, schermlezer, vergroting of op een telefoon.',
          values: { site: site.title },
        })}
      </p>

      <h2>{i18n._({ id: 'a11y.standard.title', message: 'Welke norm' })}</h2>
      <p>
        {i18n._({
          id: 'a11y.standard',
          message:
            'Wij streven naar de Web Content Accessibility Guidelines (WCAG) 2.2 op niveau AA. De wet (Tijdelijk besluit digitale toegankelijkheid overheid, via de Europese norm EN 301 549) vraagt WCAG 2.1 niveau AA; wat 2.2 daaraan toevoegt, zoals zichtbare focus die niet onder de vaste balk verdwijnt, nemen we mee.',
        })}
      </p>

      <h2>{i18n._({ id: 'a11y.checked.title', message: 'Wat we controleren en hoe' })}</h2>
      <ul>
        <li>
          {i18n._({
            id: 'a11y.checked.axe',
            message:
              'Bij elke wijziging worden alle paginasoorten, in het Nederlands en het Engels, op telefoon- en schermbreedte automatisch getest met axe-core: nul fouten is de eis.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'a11y.checked.html',
            message: 'De HTML van elke paginasoort wordt gecontroleerd met de Nu HTML Checker van het W3C: nul fouten.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'a11y.checked.manual',
            message:
              'Met de hand: alles bedienen met alleen het toetsenbord, de namen die een schermlezer voorleest, en de weergave bij 375 en 1280 pixels breed en bij 200% vergroting.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'a11y.checked.nojs',
            message: 'Zoeken, filteren en de formulieren werken ook zonder JavaScript.',
          })}
        </li>
      </ul>

      <h2>{i18n._({ id: 'a11y.limits.title', message: 'Wat nog niet (helemaal) toegankelijk is' })}</h2>
      <ul>
        <li>
          {i18n._({
            id: 'a11y.limits.documents',
            message:
              'Documenten in de kennisbank (zoals pdf-bestanden) komen van veel verschillende uitgevers. Niet al die documenten zijn toegankelijk; wij kunnen ze niet aanpassen. Vraag ons gerust om hulp bij een document.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'a11y.limits.videos',
            message:
              'Video’s van andere partijen (zoals YouTube) hebben niet altijd ondertiteling of een uitgeschreven tekst.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'a11y.limits.map',
            message:
              'De kaart is met toetsenbord en schermlezer lastig te gebruiken. Alles wat op de kaart staat, vind je ook in de lijsten en via zoeken.',
          })}
        </li>
      </ul>

      <h2>{i18n._({ id: 'a11y.contact.title', message: 'Loop je ergens tegenaan?' })}</h2>
      <p>
        {i18n._({
          id: 'a11y.contact.before',
          message: 'Laat het ons weten via het',
        })}{' '}
        <SiteLink href={contactPath}>{i18n._({ id: 'a11y.contact.link', message: 'contactformulier' })}</SiteLink>
        {'. '}
        {i18n._({
          id: 'a11y.contact.after',
          message: 'Noem de pagina en wat er misging; dan zoeken we samen met je naar een oplossing.',
        })}
      </p>

      <h2>{i18n._({ id: 'a11y.date.title', message: 'Datum' })}</h2>
      <p>
        <DateDisplay
          value={STATEMENT_DATE}
          prefix={i18n._({ id: 'a11y.date', message: 'Deze verklaring is voor het laatst bijgewerkt op' })}
        />
        .
      </p>
    </article>
  );
}
