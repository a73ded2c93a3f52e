import { Redis } from 'ioredis';

// Where the demo user API keeps bookmarks and comments: Redis when the demo has one (shared by
// every process, kept across restarts), otherwise this process's memory.

export interface StoredComment {
  id: number;
  created_at: string;
  content: string;
  name: string;
  external_id: string;
  content_subtype: string;
  title: string;
  url: string;
  /** The author's user id (the subject's part after the last pipe). */
  user_id: string;
}

export interface UserDataStore {
  /** The user's bookmarks, or undefined when the user has never saved preferences. */
  getBookmarks(userId: string): Promise<string[] | undefined>;
  setBookmarks(userId: string, bookmarks: string[]): Promise<void>;
  addComment(comment: Omit<StoredComment, 'id'>): Promise<StoredComment>;
  getComment(id: number): Promise<StoredComment | undefined>;
  deleteComment(comment: StoredComment): Promise<void>;
  /** Newest first. */
  commentsOnItem(externalId: string): Promise<StoredComment[]>;
  /** Newest first. */
  commentsByUser(userId: string): Promise<StoredComment[]>;
  close(): Promise<void>;
}

const newestFirst = (a: StoredComment, b: StoredComment) => b.id - a.id;

export function memoryStore(): UserDataStore {
  const bookmarks = new Map<string, string[]>();
  const comments = new Map<number, StoredComment>();
  let lastId = 0;
  const all = () => [...comments.values()].sort(newestFirst);
  return {
    getBookmarks: async (userId) => bookmarks.get(userId)?.slice(),
    setBookmarks: async (userId, list) => void bookmarks.set(userId, list.slice()),
    addComment: async (c) => {
      const stored = { ...c, id: ++lastId };
      comments.set(stored.id, stored);
      return { ...stored };
    },
    getComment: async (id) => {
      const c = comments.get(id);
      return c && { ...c };
    },
    deleteComment: async (c) => void comments.delete(c.id),
    commentsOnItem: async (externalId) => all().filter((c) => c.external_id === externalId),
    commentsByUser: async (userId) => all().filter((c) => c.user_id === userId),
    close: async () => {},
  };
}

/**
 * Keys under `prefix`: `prefs:<user>` (JSON list), `comment:<id>` (JSON), sorted sets
 * `item:<external id>` and `user:<user>` of comment ids scored by id, and the id counter `seq`.
 */
export function redisStore(url: string, prefix = 'gkn-demo:user-api:'): UserDataStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', () => {}); // a request that needs Redis fails on its own; no unhandled event
  const key = (...parts: (string | number)[]) => prefix + parts.join(':');
  const load = async (ids: string[]): Promise<StoredComment[]> => {
    if (ids.length === 0) return [];
    const values = await redis.mget(ids.map((id) => key('comment', id)));
    return values.flatMap((v) => (v ? [JSON.parse(v) as StoredComment] : []));
  };
  return {
    getBookmarks: async (userId) => {
      const value = await redis.get(key('prefs', userId));
      return value ? (JSON.parse(value) as string[]) : undefined;
    },
    setBookmarks: async (userId, list) => void (await redis.set(key('prefs', userId), JSON.stringify(list))),
    addComment: async (c) => {
      const id = await redis.incr(key('seq'));
      const stored = { ...c, id };
      await redis
        .multi()
        .set(key('comment', id), JSON.stringify(stored))
        .zadd(key('item', c.external_id), id, String(id))
        .zadd(key('user', c.user_id), id, String(id))
        .exec();
      return stored;
    },
    getComment: async (id) => {
      const value = await redis.get(key('comment', id));
      return value ? (JSON.parse(value) as StoredComment) : undefined;
    },
    deleteComment: async (c) =>
      void (await redis
        .multi()
        .del(key('comment', c.id))
        .zrem(key('item', c.external_id), String(c.id))
        .zrem(key('user', c.user_id), String(c.id))
        .exec()),
    commentsOnItem: async (externalId) => load(await redis.zrevrange(key('item', externalId), 0, -1)),
    commentsByUser: async (userId) => load(await redis.zrevrange(key('user', userId), 0, -1)),
    close: async () => void (await redis.quit().catch(() => redis.disconnect())),
  };
}
