import type { Services } from '../../model/services.js';
import { loadContactForm } from '../forms/contact-form-service.js';
import { loadPreview } from '../preview/preview-service.js';
import { loadChrome } from './chrome-service.js';
import { loadMapBanner } from './map-service.js';
import { loadPage } from './page-service.js';
import { findPortlet } from './portlet-service.js';
import { loadFilters, loadKnowledgeItem, loadPreparedQuery, runSearch } from './search-service.js';
import type { ServiceDeps, ServiceScope } from './service-deps.js';

/** The services object the loaders of one request get (DESIGN: a request, step 4). */
export function createServices(deps: ServiceDeps, scope: ServiceScope): Services {
  return {
    page: (path) => loadPage(deps, scope, path),
    chrome: () => loadChrome(deps, scope),
    search: (request, opts) => runSearch(deps, scope, request, opts),
    filters: (opts) => loadFilters(deps, scope, opts),
    knowledgeItem: (id) => loadKnowledgeItem(deps, scope, id).then((r) => (r.status === 200 ? r.item : null)),
    knowledgeItemResult: (id, opts) => loadKnowledgeItem(deps, scope, id, opts),
    preparedQuery: (url, max) => loadPreparedQuery(deps, scope, url, max),
    mapBanner: (at) => loadMapBanner(deps, scope, at),
    portlet: async (domain) => findPortlet(scope, domain),
    contactForm: () => loadContactForm(deps, scope),
    preview: (url) => loadPreview(deps, scope, url),
  };
}
