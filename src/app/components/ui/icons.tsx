import { css } from '@emotion/react';

// requirements §2 Icons. Their drawings are ONE inline <svg> sprite per document, written by the server
// (icon-sprite.ts); each Icon is a <use> of its symbol, so the browser bundle carries only names.

/** requirements §2, §5: the known icons (social networks: linkedin, x, facebook, youtube, instagram). */
export const ICON_NAMES: readonly string[] = [
  'arrow',
  'arrow-left',
  'bookmark',
  'calendar',
  'chevron-down',
  'chevron-up',
  'chevron-left',
  'chevron-right',
  'close',
  'comment',
  'darkmode',
  'document',
  'download',
  'external',
  'filter',
  'info',
  'location',
  'mail',
  'menu',
  'plus',
  'rate',
  'search',
  'send',
  'share',
  'user',
  'video',
  'map-marker',
  'linkedin',
  'x',
  'facebook',
  'youtube',
  'instagram',
];
type IconName = string;
const KNOWN = new Set(ICON_NAMES);
/** requirements §5: an icon type must be a known icon. */
export const isIconName = (name: string): boolean => KNOWN.has(name);

export const iconSymbolId = (name: string) => `gkn-icon-${name}`;
const iconCss = css({ width: '1em', height: '1em', flexShrink: 0, verticalAlign: '-0.15em' });

interface IconProps {
  name: IconName;
  /** An accessible name; without it the icon is decorative. */
  label?: string;
  className?: string;
}

/** One icon of the sprite. An unknown name renders nothing (requirements: a known icon or none). */
export function Icon({ name, label, className }: IconProps) {
  if (!isIconName(name)) return null;
  return (
    <svg
      css={iconCss}
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
