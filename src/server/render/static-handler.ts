import { createStaticHandler } from 'react-router-dom';
import { routes } from '../../app/routes/routes.js';

/**
 * The route table's static handler, built once per process (docs/architecture.md, request flow):
 * the HTML render asks it for a whole page (`query`), the data endpoint for one route's data
 * (`queryRoute`). Both run the same loaders with the same matching.
 */
export const staticHandler = createStaticHandler(routes);
