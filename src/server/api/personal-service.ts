import type { Request } from 'express';
import type { Logger } from 'pino';
import { currentUser } from '../../auth/auth-session.js';
import type { PersonalService } from '../../model/personal-api.js';
import { isUnauthenticated } from '../../upstream/user-api/user-api-client.js';
import { commentView, itemHref, newestFirst, type PersonalData } from './personal-data.js';
import type { UserApiClient } from '../../upstream/user-api/user-api-client.js';

/**
 * The loaders' personal service for one request (docs/architecture.md §6.5): the same work as the
 * personal API (personal-data.ts), with the session's access token, for pages rendered on the
 * server, so that every personal control shows its state without JavaScript. null for a request
 * without a logged-in user or on a site without interaction: anonymous pages, which the page cache
 * shares, never hold user state. A failing user API is logged and gives no personal part, never
 * an error page (requirements §8).
 */
export function personalServiceFor(
  req: Request,
  deps: { userApi: UserApiClient; personal: PersonalData; logger: Logger },
): PersonalService | null {
  const user = currentUser(req);
  const token = req.session?.tokens?.accessToken;
  if (!user || !token || !req.site.config.interactivity.enabled) return null;
  const { userApi, personal, logger } = deps;

  const logged =
    <T>(what: string, failed: T) =>
    (err: unknown): T => {
      if (isUnauthenticated(err)) logger.info({ err, what }, 'the user API refused the session access token');
      else logger.warn({ err, what, reqId: req.id }, 'personal data for a page failed');
      return failed;
    };
  // One user API call per request, however many loaders ask.
  let bookmarks: Promise<string[] | null> | undefined;
  let myComments: ReturnType<UserApiClient['myComments']> | undefined;

  return {
    bookmarks: () => (bookmarks ??= personal.bookmarks(token).catch(logged('bookmarks', null))),
    itemComments: (item) =>
      userApi
        .itemComments(item, token)
        .then((found) => newestFirst(found).map((c) => commentView(c, user.id)))
        .catch(logged('comments', null)),
    myData: () => personal.myData(req, token).catch(logged('my data', null)),
    myComment: async (id) => {
      try {
        const mine = await (myComments ??= userApi.myComments(token));
        const found = mine.find((c) => c.id === id);
        if (!found) return 'unknown';
        const itemTitle = found.itemTitle || found.item;
        return {
          id: found.id,
          item: found.item,
          itemTitle,
          itemHref: itemHref(req, found.item, itemTitle, found.itemUrl) ?? found.itemUrl,
          text: found.text,
          date: found.date,
        };
      } catch (err) {
        return logged('my comment', 'failed' as const)(err);
      }
    },
  };
}
