import { slugifyTitle } from './result-path.js';

/**
 * The result page's route parameter (spec §2). One rule for every builder of result links
 * (content item-id links, the sitemap, search results), or their links would redirect.
 */
export const slugify = slugifyTitle;
