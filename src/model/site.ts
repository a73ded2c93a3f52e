import type { Palette } from './palette.js';

/** The part of a site's config the browser may see (no hosts, no scopes of other sites). */
export interface PublicSite {
  id: string;
  title: string;
  description: string;
  keywords: string[];
  language: 'nl' | 'en';
  searchPlaceholder: string;
  palette: Palette;
  fonts: { primary: string; secondary: string; prefetchCount: number; unlockDelayMs: number };
  logos: { mobile: string | null; desktop: string | null };
  interactive: boolean;
  /** The AI search is on (site config ai.enabled): its routes answer and entry points link to it. */
  aiSearch: boolean;
  trackingScript: string | null;
}
