/**
 * The id of the document's JSON block that carries the router's hydration data (loader data,
 * action data, errors): written after the React root by the server (src/server/render/hydration-data.ts),
 * read by the client entry before it hydrates.
 */
export const HYDRATION_DATA_ID = 'gkn-data';
