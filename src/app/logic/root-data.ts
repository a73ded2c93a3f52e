import type { SiteChrome } from '../../model/page.js';
import type { Viewer } from '../../model/viewer.js';

/** The root route's data: the site's chrome and who is logged in (null: a visitor). */
export type RootData = SiteChrome & { viewer: Viewer | null };
