import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { textColour, type TextColour } from './colours.js';

// requirements §2 Titles: h1 to h6; sizes smallest, small, medium; weights regular, normal.
export type TitleLevel = 1 | 2 | 3 | 4 | 5 | 6;
type TitleSize = 'smallest' | 'small' | 'medium' | 'large';
type TitleWeight = 'regular' | 'normal';

const base = css({
  fontFamily: 'var(--gkn-font-secondary)',
  color: 'var(--gkn-heading-color)',
  lineHeight: 1.2,
  margin: '0 0 0.5em',
});
const sizes: Record<TitleSize, ReturnType<typeof css>> = {
  smallest: css({ fontSize: '1.05rem' }),
  small: css({ fontSize: '1.3rem' }),
  medium: css({ fontSize: 'clamp(1.5rem, 3vw, 1.9rem)' }),
  large: css({ fontSize: 'clamp(1.9rem, 5vw, 3rem)' }),
};
// 'regular' is the heading's bold face; 'normal' a lighter one for quiet headings.
const weights: Record<TitleWeight, ReturnType<typeof css>> = {
  regular: css({ fontWeight: 700 }),
  normal: css({ fontWeight: 400 }),
};
const DEFAULT_SIZE: Record<TitleLevel, TitleSize> = {
  1: 'large',
  2: 'medium',
  3: 'small',
  4: 'smallest',
  5: 'smallest',
  6: 'smallest',
};

/** requirements §5: title types h1 to h6; anything else is an h2. */
export function titleLevel(value: unknown): TitleLevel {
  const n = typeof value === 'string' ? Number(value.replace(/^h/i, '')) : Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 6 ? (n as TitleLevel) : 2;
}

interface Props {
  level: TitleLevel;
  size?: TitleSize;
  weight?: TitleWeight;
  /** One of the allowed text colours (requirements §5); default: the site's heading colour. */
  colour?: TextColour;
  id?: string;
  className?: string;
  children: ReactNode;
}

export function Title({ level, size, weight = 'regular', colour, id, className, children }: Props) {
  const Tag = `h${titleLevel(level)}` as 'h1';
  return (
    <Tag
      id={id}
      className={className}
      css={[base, sizes[size ?? DEFAULT_SIZE[level]], weights[weight], colour && textColour[colour]]}
    >
      {children}
    </Tag>
  );
}
