import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';
import { scriptJsonWithShared } from './shared-json.js';

/** The id of the JSON block; the page's inline script hands its data to the client entry (hydrationDataScript). */
const HYDRATION_DATA_ID = 'gkn-data';

/**
 * What the client entry reads (src/client/entry.tsx), as StaticRouterProvider's own script sets it:
 * the data parsed once, from the block, by a line in the page's nonced (or hashed) inline script.
 */
export const HYDRATION_DATA_SCRIPT = `window.__staticRouterHydrationData=JSON.parse(document.getElementById(${JSON.stringify(HYDRATION_DATA_ID)}).textContent)`;

/**
 * Route errors as react-router's StaticRouterProvider serialises them for hydration (its
 * `serializeErrors`): an error response keeps its fields with `__type: 'RouteErrorResponse'`, an
 * Error only its message (and its subclass's name), never its stack.
 */
function serialisedErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) out[routeId] = { ...error, __type: 'RouteErrorResponse' };
    else if (error instanceof Error)
      out[routeId] = {
        message: error.message,
        __type: 'Error',
        ...(error.name !== 'Error' ? { __subType: error.name } : {}),
      };
    else out[routeId] = error;
  }
  return out;
}

/**
 * The router's hydration data as one JSON block after the React root (docs/architecture.md §14.2),
 * instead of StaticRouterProvider's inline script, which serialises the data twice (JSON of its
 * JSON) into a `JSON.parse("…")` call. A JSON block is data, not script: no nonce, no CSP hash;
 * HYDRATION_DATA_SCRIPT, in an inline script after it, hands it to the client entry.
 * The menu, footer and page content in it are serialised once per cached value (shared-json.ts).
 */
export function hydrationDataBlock(context: StaticHandlerContext): string {
  // loaderData → a route's data → its fields (menu, page, …): where shared values sit.
  const loaderData = scriptJsonWithShared(context.loaderData, 2) ?? '{}';
  const actionData = context.actionData ? scriptJsonWithShared(context.actionData, 0) : 'null';
  const errors = context.errors ? scriptJsonWithShared(serialisedErrors(context.errors), 0) : 'null';
  return (
    `<script type="application/json" id="${HYDRATION_DATA_ID}">` +
    `{"loaderData":${loaderData},"actionData":${actionData},"errors":${errors}}</script>`
  );
}
