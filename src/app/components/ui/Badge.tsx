import { css } from '@emotion/react';
import type { I18n } from '@lingui/core';
import { useSite } from '../../site-context.js';
import { useI18n } from '../../theme/use-t.js';
import { badgeColours } from './badge-colours.js';

const badge = css({
  display: 'inline-block',
  padding: '2px 10px',
  borderRadius: 999,
  fontSize: '0.8rem',
  fontWeight: 700,
  lineHeight: 1.6,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
});

// No style attributes (the CSP allows nonced style sheets only): one class per colour pair,
// a handful per site, serialised once by Emotion and reused.
const colourClasses = new Map<string, ReturnType<typeof css>>();
function colourClass(background: string, color: string) {
  const key = `${background}|${color}`;
  let c = colourClasses.get(key);
  if (!c) colourClasses.set(key, (c = css({ background, color })));
  return c;
}

/**
 * The translated name of a badge type (requirements §3 Badge types), which is also the name of a
 * content type wherever one is shown (cards, search results, the content-type filter); `fallback`
 * for a type we have no name for.
 */
export function badgeLabel(i18n: I18n, type: string, fallback: string = type): string {
  switch (type) {
    case 'news':
      return i18n._({ id: 'badge.news', message: 'Nieuws' });
    case 'gkz':
      return i18n._({ id: 'badge.gkz', message: 'Groen Kennisnet' });
    case 'other':
      return i18n._({ id: 'badge.other', message: 'Overig' });
    case 'source':
      return i18n._({ id: 'badge.source', message: 'Bron' });
    case 'dossier':
      return i18n._({ id: 'badge.dossier', message: 'Dossier' });
    case 'project':
      return i18n._({ id: 'badge.project', message: 'Project' });
    case 'event':
      return i18n._({ id: 'badge.event', message: 'Activiteit' });
    case 'contact':
      return i18n._({ id: 'badge.contact', message: 'Contact' });
    case 'expert':
      return i18n._({ id: 'badge.expert', message: 'Expert' });
    case 'highlight':
      return i18n._({ id: 'badge.highlight', message: 'Uitgelicht' });
    case 'menu':
      return i18n._({ id: 'badge.menu', message: 'Menu' });
    default:
      return fallback;
  }
}

/**
 * A coloured label for a content type. Its colours are computed from the site palette while
 * rendering (on the server too), so it is visible in the first HTML; one whose colours cannot be
 * computed is not shown at all (requirements §4 Badge).
 */
export function Badge({ type, label }: { type: string; label?: string }) {
  const site = useSite();
  const i18n = useI18n();
  const colours = badgeColours(type, site.palette);
  if (!colours) return null;
  return (
    <span css={[badge, colourClass(colours.background, colours.color)]} data-badge={type}>
      {label ?? badgeLabel(i18n, type)}
    </span>
  );
}
