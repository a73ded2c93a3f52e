import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { currentUser, type SessionUser } from '../../auth/auth-session.js';
import type { Auth } from '../../auth/create-auth.js';
import { sharedRedisOf, type CacheStore } from '../../cache/cache-store.js';
import { COMMENT_MAX_LENGTH, isCommentId, MAX_BOOKMARKS, UNNAMED_AUTHOR } from '../../model/user-data.js';
import { isUnauthenticated, type UserApiClient } from '../../upstream/user-api/user-api-client.js';
import type { ServiceDeps } from '../services/service-deps.js';
import { bodyField, refuse, refuseRateLimited, succeed } from './api-answers.js';
import { ApiRefusal, type ApiErrorCode } from './api-errors.js';
import { createCommentLimits, type CommentLimits } from './comment-limits.js';
import { itemLookup } from './item-lookup.js';
import { commentView, newestFirst, personalData, postedItemUrl } from './personal-data.js';
import { PRIVATE_NO_STORE } from '../http/cache-control.js';

export interface ApiOptions {
  /** null when no login is configured: only /api/me answers (nobody is logged in). */
  userApi: UserApiClient | null;
  /** The login's renewal of a session whose access token the user API refused (null: no login). */
  renewal: Auth['renewal'] | null;
  services: ServiceDeps;
  /**
   * Whether a write was sent by a page of this site: its form token and origin, and for a request
   * with a session a same-origin signal (forms/session-writes.ts).
   */
  trustedWrite: (req: Request, token: unknown) => boolean;
  commentLimits: CommentLimits;
  /** Its shared Redis (if any) holds the comment rate-limit counters. */
  store: CacheStore;
  logger: Logger;
}

/** requirements §10.5.7: a comment of COMMENT_MAX_LENGTH characters fits many times over. */
const BODY_LIMIT = '16kb';
const ID_MAX = 200;

/** A logged-in request: the user and the access token the user API is called with. */
interface Caller {
  user: SessionUser;
  token: string;
}

/**
 * Our browser-facing personal API under /api (docs/architecture.md §6.4): the server calls the
 * user API with the session's access token; the browser never sees a token. Writes take JSON or a
 * plain form post and must pass the forms' token and origin checks (docs/decisions/005).
 * A failing user API is logged and answered 503 JSON, never an error page.
 */
export function apiRoutes(opts: ApiOptions): Router {
  const router = Router();
  const { userApi, renewal, logger } = opts;
  router.use((req, res, next) => {
    res.set('Cache-Control', PRIVATE_NO_STORE);
    // requirements §6: only sites with interaction enabled have a login; elsewhere no /api exists.
    if (!req.site.config.interactivity.enabled) return refuse(req, res, 'not-configured');
    next();
  });

  router.get('/me', (req, res) => {
    const user = currentUser(req);
    res.json({ user: user && { id: user.id, name: user.name, nickname: user.name } });
  });

  if (!userApi) {
    router.use((req, res) => refuse(req, res, 'not-configured'));
    return router;
  }

  const lookup = itemLookup(opts.services);
  const personal = personalData({ userApi, lookup, logger });
  const commentLimit = createCommentLimits({
    limits: opts.commentLimits,
    redis: sharedRedisOf(opts.store),
    logger,
  });
  router.use(
    express.json({ limit: BODY_LIMIT }),
    express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 20 }),
  );
  // Every write, whichever route it is for (one that does not exist too): sent by a page of this
  // site with a valid form token (docs/decisions/005) and, with a session, a same-origin signal
  // (docs/security.md), checked before any route can act on it.
  router.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const token = bodyField(req, 'token', '_token');
    if (!opts.trustedWrite(req, token)) return refuse(req, res, 'not-trusted');
    next();
  });

  const caller = (req: Request): Caller => {
    const user = currentUser(req);
    const token = req.session?.tokens?.accessToken;
    if (!user || !token) throw new ApiRefusal('login-required');
    return { user, token };
  };

  type Work = (req: Request, res: Response) => Promise<void>;
  /**
   * The user API refused the session's access token (401): the token is renewed once and the work
   * tried again; a token that cannot be renewed, or a renewed one refused all the same, ends the
   * session (docs/architecture.md §6.3), so the visitor shows as logged out from this answer on.
   */
  const withRenewal = async (what: string, work: Work, req: Request, res: Response) => {
    try {
      return await work(req, res);
    } catch (err) {
      if (!isUnauthenticated(err) || !currentUser(req)) throw err;
      logger.info({ err, what }, 'the user API refused the session access token: renewing it');
      if (!renewal || !(await renewal.renewRefused(req, res))) throw new ApiRefusal('login-required');
    }
    try {
      return await work(req, res);
    } catch (err) {
      if (!isUnauthenticated(err)) throw err;
      await renewal?.end(req, res);
      throw new ApiRefusal('login-required');
    }
  };

  /** Runs a route; refusals are answered, the user API's failures logged and answered 503. */
  const route = (what: string, work: Work) => async (req: Request, res: Response) => {
    try {
      await withRenewal(what, work, req, res);
    } catch (err) {
      if (err instanceof ApiRefusal) return refuse(req, res, err.code);
      if (isUnauthenticated(err)) {
        logger.info({ err, what }, 'the user API refused a request without a session');
        return refuse(req, res, 'login-required');
      }
      logger.warn({ err, what, reqId: req.id }, 'personal API call failed');
      refuse(req, res, 'unavailable');
    }
  };

  router.get(
    '/bookmarks',
    route('bookmarks', async (req, res) => {
      const { token } = caller(req);
      res.json({ ids: await personal.bookmarks(token) });
    }),
  );

  router.post(
    '/bookmarks',
    route('bookmark update', async (req, res) => {
      const { token } = caller(req);
      const id = idField(req, 'id', 'item-required');
      const result = await personal.setBookmark(token, id, booleanField(bodyField(req, 'bookmarked')), MAX_BOOKMARKS);
      if (result.tooMany) throw new ApiRefusal('too-many-bookmarks');
      succeed(req, res, 200, { ids: result.ids });
    }),
  );

  router.get(
    '/comments',
    route('comments', async (req, res) => {
      const item = typeof req.query.item === 'string' ? req.query.item.trim() : '';
      if (!item || item.length > ID_MAX) throw new ApiRefusal('item-required');
      const userId = currentUser(req)?.id ?? null;
      const comments = newestFirst(await userApi.itemComments(item));
      res.json({ comments: comments.map((c) => commentView(c, userId)) });
    }),
  );

  router.post(
    '/comments',
    route('comment post', async (req, res) => {
      const { user, token } = caller(req);
      const item = idField(req, 'item', 'item-required');
      const raw = bodyField(req, 'text');
      const text = typeof raw === 'string' ? raw.trim() : '';
      if (!text) throw new ApiRefusal('comment-empty');
      if (text.length > COMMENT_MAX_LENGTH) throw new ApiRefusal('comment-too-long');
      const wait = await commentLimit(req, res, user.id);
      if (wait !== null) return refuseRateLimited(req, res, wait, 'comments');
      const found = await lookup(req, item);
      if (found.status === 'gone') throw new ApiRefusal('no-such-item');
      if (found.status === 'failed') throw new ApiRefusal('unavailable');
      const posted = await userApi.postComment(token, {
        item,
        itemTitle: found.item.title,
        itemUrl: postedItemUrl(req, item, found.item.title),
        contentSubtype: found.item.contentsubtype ?? '',
        author: user.name ?? UNNAMED_AUTHOR[req.locale],
        text,
      });
      succeed(req, res, 201, { comment: commentView({ ...posted, authorId: user.id }, user.id) });
    }),
  );

  router.post(
    '/comments/delete',
    route('comment delete', async (req, res) => {
      const { token } = caller(req);
      const id = idField(req, 'id', 'comment-required');
      if (!isCommentId(id)) throw new ApiRefusal('comment-id-invalid');
      const outcome = await userApi.deleteComment(token, id);
      if (outcome === 'not-yours') throw new ApiRefusal('not-your-comment');
      if (outcome === 'not-found') throw new ApiRefusal('no-such-comment');
      succeed(req, res, 200, { deleted: id });
    }),
  );

  router.get(
    '/mydata',
    route('my data', async (req, res) => {
      const { token } = caller(req);
      res.json(await personal.myData(req, token));
    }),
  );

  // requirements §4 orphan comments: deleted by a write the dashboard sends once it has read them
  // (GET /api/mydata only counts them; no GET deletes anything, docs/decisions/018).
  router.post(
    '/mydata/orphans',
    route('orphan comments', async (req, res) => {
      const { token } = caller(req);
      succeed(req, res, 200, { deleted: await personal.deleteOrphans(req, token) });
    }),
  );

  router.use((req, res) => refuse(req, res, 'no-such-route'));
  router.use(((err: { status?: number }, req, res, _next) => {
    refuse(req, res, err?.status === 413 ? 'too-large' : 'unreadable');
  }) as ErrorRequestHandler);
  return router;
}

function idField(req: Request, name: string, missing: ApiErrorCode): string {
  const value = bodyField(req, name);
  const id = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (!id || id.length > ID_MAX) throw new ApiRefusal(missing);
  return id;
}

/** JSON true/false, or a form's 1/0 (true/false); anything else: not given (the bookmark toggles). */
function booleanField(value: unknown): boolean | undefined {
  if (value === true || value === '1' || value === 'true') return true;
  if (value === false || value === '0' || value === 'false') return false;
  return undefined;
}
