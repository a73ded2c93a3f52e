import { behindBreaker, CircuitBreaker } from '../../upstream/circuit-breaker.js';
import type { ServiceDeps } from './service-deps.js';

/**
 * The services' upstream clients behind one circuit breaker per upstream (built once per process):
 * after an upstream failed, the requests of the next few seconds get the cached stale copy (or
 * their fallback) at once instead of each waiting out the timeout, and one request at a time
 * probes for recovery. The map reads the search service, so it shares the search breaker.
 */
export function withUpstreamBreakers(deps: ServiceDeps): ServiceDeps {
  const cms = new CircuitBreaker('cms');
  const search = new CircuitBreaker('search');
  const knowledgeIndex = new CircuitBreaker('knowledge-index');
  return {
    ...deps,
    cms: behindBreaker(deps.cms, cms),
    search: behindBreaker(deps.search, search),
    map: behindBreaker(deps.map, search),
    knowledgeIndex: behindBreaker(deps.knowledgeIndex, knowledgeIndex),
  };
}
