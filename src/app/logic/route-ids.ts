/**
 * The root route's id: its loader holds the site's chrome (menu, footer), which the layout reads
 * with useRouteLoaderData and the menu asks the data endpoint for again when it must.
 */
export const ROOT_ROUTE_ID = 'root';

/** The preview of unpublished content (requirements §2): its data is never shared by any cache. */
export const PREVIEW_ROUTE_ID = 'preview';
