import type { Palette } from './site-schema.js';

// Where the templates set text on a colour of the site palette at the head of a page, over or
// beside its header image or video (docs/architecture.md §8 "Text at the head of a page"). Text
// never sits on the image itself: over an image it sits on a solid panel of one of these colours.
// Each pair must reach WCAG AA for normal text on every palette: `gkn site validate` and
// `gkn site add` refuse a palette that misses it, and a unit test checks every site file.

export interface HeroSurface {
  /** The palette colour the text sits on. */
  background: keyof Palette;
  /** The text (and link) colour on it. */
  text: '#ffffff';
}

export const HERO_SURFACES = {
  /** Template D: the panel the way back, the title and the lead sit on, laid over the header image. */
  overImage: { background: 'gkn_banner_color', text: '#ffffff' },
  /** Template A (the home and about pages): the title band beside the header images or video. */
  landingBand: { background: 'gkn_banner_color', text: '#ffffff' },
  /** Template C: the title band above the content cards. */
  contactBand: { background: 'gkn_base_color', text: '#ffffff' },
  /** The dossier templates: the title band beside the dossier's header image. */
  dossierBand: { background: 'gkn_dossier_color', text: '#ffffff' },
  /** A video element's play facade (a darkening overlay on top makes it only darker). */
  videoFacade: { background: 'gkn_video_color', text: '#ffffff' },
} as const satisfies Record<string, HeroSurface>;

export type HeroSurfaceName = keyof typeof HERO_SURFACES;

/**
 * A control laid straight over a header video (its pause/play button): black at this opacity under
 * white text, readable whatever the video shows (over white it is still #474747, 9:1).
 */
export const OVER_MEDIA_SCRIM_ALPHA = 0.72;
