import { css } from '@emotion/react';
import { focusRing } from '../../theme/styles.js';

// Static style objects shared by our forms (palette through CSS variables).

// A form's own heading takes the colour of the text around it: forms sit on the page background
// and on coloured panels (the newsletter template's banner), where a heading colour would fail contrast.
export const formBox = css({
  display: 'grid',
  gap: 16,
  maxWidth: '40rem',
  margin: '16px 0',
  '& h2, & h3': { color: 'inherit', margin: 0 },
});
export const fieldBox = css({ display: 'grid', gap: 4 });
export const label = css({ fontWeight: 600 });
export const input = css({
  font: 'inherit',
  padding: '10px 12px',
  border: '1px solid #6b6b6b',
  borderRadius: 4,
  background: '#fff',
  color: '#1d1d1b',
  '&:focus-visible': focusRing,
  '&[aria-invalid="true"]': { borderColor: '#b00020', borderWidth: 2 },
});
export const textarea = css(input, { minHeight: 160, resize: 'vertical' });
export const button = css({
  justifySelf: 'start',
  font: 'inherit',
  fontWeight: 600,
  background: 'var(--gkn-base-color)',
  color: '#fff',
  border: 0,
  borderRadius: 4,
  padding: '12px 24px',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
  '&[disabled]': { opacity: 0.7, cursor: 'progress' },
});
/** The heading of a page that is a form (contact, cookie settings). */
export const pageTitle = css({
  fontFamily: 'var(--gkn-font-secondary)',
  color: 'var(--gkn-heading-color)',
  fontSize: 'clamp(1.8rem, 4vw, 2.8rem)',
  margin: '0 0 12px',
});
// '&&' doubles the class: a panel that colours every p (the newsletter banner) must not turn the
// message's dark text white on its light background.
const message = css({
  margin: 0,
  padding: '12px 16px',
  borderRadius: 4,
  borderLeft: '4px solid',
  background: '#f6f6f4',
  '&&': { color: '#1d1d1b' },
});
export const messageGood = css(message, { borderColor: '#2e7d32' });
export const messageBad = css(message, { borderColor: '#b00020' });
