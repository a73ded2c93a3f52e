// requirements §9 Breakpoints: 750px medium (logos switch at max 750 / min 751), 960px large, max 1440px.
export const BREAKPOINT_MEDIUM = 750;
export const BREAKPOINT_LARGE = 960;
export const MAX_CONTENT_WIDTH = 1440;
export const NAV_HEIGHT_SMALL = 60; // below 750px
export const NAV_HEIGHT_MEDIUM = 90; // from 750px

export const mq = {
  /** 750px and wider: requirements §9 "from 750px". */
  medium: `@media (min-width: ${BREAKPOINT_MEDIUM}px)`,
  large: `@media (min-width: ${BREAKPOINT_LARGE}px)`,
  mobileOnly: `@media (max-width: ${BREAKPOINT_MEDIUM - 0.02}px)`,
} as const;
