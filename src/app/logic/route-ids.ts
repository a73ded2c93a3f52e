/**
 * The root route's id: its loader holds the site's chrome (menu, footer), which the layout reads
 * with useRouteLoaderData and the menu asks the data endpoint for again when it must.
 */
export const ROOT_ROUTE_ID = 'root';
