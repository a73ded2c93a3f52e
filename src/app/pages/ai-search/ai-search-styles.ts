import { css } from '@emotion/react';
import { focusRing } from '../../theme/styles.js';

export const title = css({
  fontFamily: 'var(--gkn-font-secondary)',
  fontSize: 'clamp(1.75rem, 4vw, 2.5rem)',
  margin: '8px 0 16px',
  color: 'var(--gkn-heading-color)',
});
export const form = css({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'stretch', maxWidth: 720 });
export const input = css({
  flex: '1 1 320px',
  minWidth: 0,
  minHeight: 48,
  padding: '10px 14px',
  font: 'inherit',
  fontSize: '1.125rem',
  border: '2px solid #6b6b68',
  borderRadius: 4,
  '&:focus-visible': { ...focusRing, borderColor: 'var(--gkn-base-color)' },
});
export const hint = css({ margin: '6px 0 0', color: '#4a4a48', fontSize: '0.9375rem' });
export const answerBox = css({ marginTop: 28, maxWidth: '72ch' });
export const label = css({
  display: 'inline-block',
  margin: '0 0 8px',
  padding: '2px 8px',
  borderRadius: 4,
  background: '#f4f4f2',
  color: '#3d3d3b',
  fontSize: '0.875rem',
  fontWeight: 600,
});
export const answerText = css({ fontSize: '1.125rem', lineHeight: 1.6, margin: '0 0 16px' });
export const cite = css({ fontSize: '0.8em', verticalAlign: 'super', lineHeight: 1, fontWeight: 700 });
export const notice = css({
  margin: '0 0 12px',
  padding: '8px 12px',
  borderLeft: '4px solid var(--gkn-highlight-color)',
  background: '#f4f4f2',
});
export const error = css([notice, { borderLeftColor: '#b42318' }]);
export const sources = css({ paddingLeft: 24, margin: '8px 0 20px', li: { marginBottom: 6 } });
export const feedback = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginTop: 8 });
export const voteButton = css({
  minHeight: 44,
  minWidth: 44,
  padding: '8px 14px',
  font: 'inherit',
  background: '#fff',
  color: 'var(--gkn-base-color)',
  border: '2px solid var(--gkn-base-color)',
  borderRadius: 4,
  cursor: 'pointer',
  '&:focus-visible': focusRing,
});
