import type { PublicSite } from '../model/site.js';
import type { Site } from './site-registry.js';

/** The browser-safe view of a site: no hosts, scopes or upstream ids. */
export function toPublicSite({ config, logos }: Site): PublicSite {
  return {
    id: config.id,
    title: config.site.title,
    description: config.site.description,
    keywords: config.site.keywords,
    language: config.site.language,
    searchPlaceholder: config.site.search_placeholder,
    palette: config.styles.color,
    fonts: {
      primary: config.styles.typography.primary,
      secondary: config.styles.typography.secondary,
      prefetchCount: config.styles.typography.prefetch_count,
      unlockDelayMs: config.styles.typography.unlock_delay_ms,
    },
    logos,
    interactive: config.interactivity.enabled,
    aiSearch: config.ai.enabled,
    trackingScript: config.site.blueconic_script ?? null,
  };
}
