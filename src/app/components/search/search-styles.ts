import { css } from '@emotion/react';
import { focusRing } from '../../theme/styles.js';

// Static styles shared by the search components (palette through CSS variables).

export const button = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minHeight: 44,
  padding: '10px 18px',
  border: '2px solid var(--gkn-base-color)',
  borderRadius: 4,
  background: 'var(--gkn-base-color)',
  color: '#fff',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'none',
  '&:focus-visible': focusRing,
});

export const secondaryButton = css([button, { background: '#fff', color: 'var(--gkn-base-color)' }]);

export const linkButton = css({
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  color: 'var(--gkn-link-color)',
  textDecoration: 'underline',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
});

/** Badge: neutral text on white with the subtype's colour as a bar, readable on every palette. */
const badgeBase = {
  display: 'inline-block',
  padding: '2px 8px',
  borderLeft: '6px solid var(--gkn-other-color)',
  background: '#f4f4f2',
  color: '#1d1d1b',
  fontSize: '0.8125rem',
  fontWeight: 600,
  letterSpacing: '0.02em',
  textTransform: 'uppercase' as const,
};
const badgeColours: Record<string, string> = {
  news: 'var(--gkn-news-color)',
  gkz: 'var(--gkn-gkz-color)',
  other: 'var(--gkn-other-color)',
  source: 'var(--gkn-link-color)',
  dossier: 'var(--gkn-dossier-color)',
  project: 'var(--gkn-project-color)',
  event: 'var(--gkn-activity-color)',
  contact: 'var(--gkn-base-color)',
  expert: 'var(--gkn-highlight-color)',
};
const badges = new Map(
  Object.entries(badgeColours).map(([k, colour]) => [k, css({ ...badgeBase, borderLeftColor: colour })]),
);
export const badgeFor = (subtype: string) => badges.get(subtype) ?? badges.get('other')!;
