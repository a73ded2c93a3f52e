/**
 * The page of a route whose loader always answers first (a redirect, a 404): never rendered, but
 * a leaf route needs a Component, or the router warns that it would render an empty outlet.
 */
export const Nothing = () => null;
