import type { SiteChrome } from '../../model/page.js';
import type { Viewer } from '../../model/viewer.js';

/**
 * The root route's data: the site's chrome, who is logged in (null: a visitor) and whether the
 * deployment has a login at all.
 */
export type RootData = SiteChrome & { viewer: Viewer | null; loginEnabled: boolean };
