import express, { Router, type Response } from 'express';
import { z } from 'zod';
import type { StoredComment, UserDataStore } from './store.js';
import { bearer, userOf, type TokenUser } from './verify-token.js';

// The demo user API: the requirements §7 calls under /api (docs/upstream-contracts.md, "User
// API"). Reading an item's comments is public; everything else needs the user's bearer token.

export const MAX_COMMENT_LENGTH = 5000;
export const MAX_BOOKMARKS = 1000;
const externalId = z.string().trim().min(1).max(200);

const commentBody = z.object({
  external_id: externalId,
  comment: z.string().trim().min(1, { error: 'comment is empty' }).max(MAX_COMMENT_LENGTH),
  content_subtype: z.string().max(100).default(''),
  title: z.string().max(500).default(''),
  url: z.string().max(2000).default(''),
  name: z.string().trim().max(100).optional(),
});

const preferencesBody = z.object({
  preferences: z.object({ bookmarkedArticles: z.array(externalId).max(MAX_BOOKMARKS) }),
});

/** A comment as the API shows it: the spec's fields plus the author's user id. */
function shown(c: StoredComment) {
  return { ...c, article: { external_id: c.external_id } };
}

function invalid(res: Response, error: z.ZodError) {
  res.status(422).json({
    message: 'The given data was invalid.',
    errors: error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`),
  });
}

export function userApiRouter(store: UserDataStore, verify: (token: string) => Promise<TokenUser>): Router {
  const router = Router();
  const json = express.json({ limit: '64kb' });
  const signedIn = bearer(verify, true);
  const me = (res: Response) => userOf(res)!;
  router.use((_req, res, next) => {
    res.set('cache-control', 'no-store');
    next();
  });

  router.get('/api/articlesextended', bearer(verify, false), async (req, res) => {
    const id = externalId.safeParse(req.query.external_id);
    if (!id.success) return res.status(422).json({ message: 'external_id is required' });
    const comments = await store.commentsOnItem(id.data);
    return res.json({ articles: [{ external_id: id.data, comments: comments.map(shown) }] });
  });

  router.post('/api/comments', signedIn, json, async (req, res) => {
    const body = commentBody.safeParse(req.body);
    if (!body.success) return invalid(res, body.error);
    const user = me(res);
    const { comment, name, ...item } = body.data;
    const stored = await store.addComment({
      ...item,
      content: comment,
      name: name || user.nickname || user.userId,
      user_id: user.userId,
      created_at: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    });
    return res.status(201).json(shown(stored));
  });

  router.delete('/api/deletemycomment/:id', signedIn, async (req, res) => {
    const raw = String(req.params.id);
    const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
    const comment = Number.isNaN(id) ? undefined : await store.getComment(id);
    if (!comment) return res.status(404).json({ message: 'Comment not found' });
    if (comment.user_id !== me(res).userId) return res.status(403).json({ message: 'This is not your comment' });
    await store.deleteComment(comment);
    return res.json({ message: 'Comment deleted', id: comment.id });
  });

  router.get('/api/mydata', signedIn, async (_req, res) => {
    const user = me(res);
    const comments = await store.commentsByUser(user.userId);
    return res.json([{ user_id: user.userId, comments: comments.map(shown) }]);
  });

  router.get('/api/getpreferences', signedIn, async (_req, res) => {
    const bookmarks = await store.getBookmarks(me(res).userId);
    if (!bookmarks) return res.status(404).json({ message: 'User not found' });
    return res.json({ bookmarkedArticles: bookmarks });
  });

  router.put('/api/setpreferences', signedIn, json, async (req, res) => {
    const body = preferencesBody.safeParse(req.body);
    if (!body.success) return invalid(res, body.error);
    const bookmarks = [...new Set(body.data.preferences.bookmarkedArticles)];
    await store.setBookmarks(me(res).userId, bookmarks);
    return res.json({ bookmarkedArticles: bookmarks });
  });

  router.use('/api', (_req, res) => res.status(404).json({ message: 'Not found' }));
  return router;
}
