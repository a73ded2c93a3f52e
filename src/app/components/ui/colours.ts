import { css } from '@emotion/react';
import type { LinkColour } from '../../../model/content-element.js';

// requirements §5: the allowed text colours, and the look of each allowed link colour (the list is the
// model's: the CMS mapper checks it). Fixed ones are AA on their usual backgrounds; brand ones come
// from the site palette (CSS variables).
export const TEXT_COLOURS = [
  'black',
  'black-medium',
  'white',
  'sand',
  'blue',
  'green',
  'yellow',
  'olive',
  'positive',
  'warning',
  'negative',
] as const;
export type TextColour = (typeof TEXT_COLOURS)[number];

export const COLOUR_VALUES: Record<TextColour, string> = {
  black: '#1d1d1b',
  'black-medium': '#4a4a46',
  white: '#ffffff',
  sand: '#f4efe4',
  blue: 'var(--gkn-link-color)',
  green: 'var(--gkn-base-color)',
  yellow: '#f5c400',
  olive: '#5b6316',
  positive: '#1f7a3a',
  warning: '#9a5b00',
  negative: '#b42318',
};

export const textColour: Record<TextColour, ReturnType<typeof css>> = Object.fromEntries(
  TEXT_COLOURS.map((c) => [c, css({ color: COLOUR_VALUES[c] })]),
) as Record<TextColour, ReturnType<typeof css>>;

/** Link colours: plain ones colour the text; bg-* ones are filled buttons with a readable text. */
export const linkColour: Record<LinkColour, ReturnType<typeof css>> = {
  blue: css({ color: 'var(--gkn-link-color)' }),
  green: css({ color: 'var(--gkn-base-color)' }),
  black: css({ color: '#1d1d1b' }),
  'video-color': css({ color: 'var(--gkn-video-color)' }),
  'bg-white': css({ background: '#fff', color: 'var(--gkn-base-color)' }),
  'bg-black': css({ background: '#1d1d1b', color: '#fff' }),
  'bg-blue': css({ background: 'var(--gkn-link-color)', color: '#fff' }),
};
