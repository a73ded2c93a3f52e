import { css } from '@emotion/react';
import { MAX_CONTENT_WIDTH } from './breakpoints.js';

// Static, shared style objects: serialised once, the same for every site (palette = CSS variables).

export const visuallyHidden = css({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The content width: 1440px (requirements §9), or what the layout sets (an exploded page: the full width). */
export const container = css({
  maxWidth: `var(--gkn-container-max, ${MAX_CONTENT_WIDTH}px)`,
  margin: '0 auto',
  padding: '0 20px',
  boxSizing: 'border-box',
  width: '100%',
});

export const focusRing = {
  outline: '3px solid var(--gkn-focus-color)',
  outlineOffset: 2,
} as const;
