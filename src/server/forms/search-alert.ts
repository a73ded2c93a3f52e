import type { Request } from 'express';
import type { SearchAlertStatus } from '../../app/components/forms/form-statuses.js';
import { followedSearchOf, searchFeedPathOf } from '../../app/logic/search-feed-url.js';
import { searchUrlOf } from '../../app/logic/search-url.js';
import type { Services } from '../../model/services.js';
import { siteOrigin } from '../../sites/site-origin.js';
import { parseFollowedSearch, type FollowedSearch } from '../../app/logic/followed-search.js';
import { FEED_SORT } from '../feeds/search-feed.js';
import { postJson } from './form-upstream.js';

// "Mail me" of a followed search (docs/upstream-contracts.md §5.3): the search the form names,
// read by the feed's strict rules, forwarded to the newsletter service.

/** The search a post names (its hidden `search` field), or null when it is not one we could follow. */
export async function searchOfPost(value: string, services: Services): Promise<FollowedSearch | null> {
  if (value.length > 2000 || !value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://gkn.internal');
  } catch {
    return null;
  }
  if (url.origin !== 'http://gkn.internal') return null;
  const filters = await services.filters();
  const parsed = parseFollowedSearch(
    url.pathname,
    url.searchParams,
    filters.map((f) => f.name),
  );
  return parsed.ok ? parsed.search : null;
}

/** The newsletter service's address for search alerts: `{NEWSLETTER_URL}/search-alerts`. */
export const searchAlertsUrl = (newsletterUrl: string) => `${newsletterUrl.replace(/\/+$/, '')}/search-alerts`;

export async function forwardSearchAlert(
  req: Request,
  newsletterUrl: string,
  email: string,
  search: FollowedSearch,
  timeoutMs: number,
): Promise<{ status: SearchAlertStatus; upstream: number | null }> {
  const origin = siteOrigin(req.site.config);
  const base = { kind: 'site', locale: search.locale } as const;
  const result = await postJson(
    searchAlertsUrl(newsletterUrl),
    {
      email,
      site: req.site.config.id,
      language: search.locale,
      search: {
        term: search.term,
        filters: search.filters,
        path: followedSearchOf(search.locale, search.term, search.filters),
        page: `${origin}${searchUrlOf(base, { term: search.term, filters: search.filters, sort: FEED_SORT, start: 0 })}`,
        feed: `${origin}${searchFeedPathOf(search.locale, search.term, search.filters)}`,
      },
    },
    timeoutMs,
  );
  const said = (result.body as { status?: unknown } | null)?.status;
  const status: SearchAlertStatus =
    result.status === 201 || result.status === 200
      ? 'registered'
      : result.status === 409
        ? 'already-registered'
        : result.status === 422 && said === 'invalid-email'
          ? 'invalid-email'
          : 'failed';
  return { status, upstream: result.status };
}
