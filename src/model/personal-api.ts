// What our personal API (/api/…, docs/architecture.md §6.4) answers, as the browser receives it:
// no user ids of the user API, only whether a comment is the visitor's own.

export interface CommentView {
  id: string;
  item: string;
  author: string;
  text: string;
  date: string;
  own: boolean;
}

/** A bookmarked record, enough to list and link it. */
export interface ItemCard {
  id: string;
  title: string;
  href: string;
  contentsubtype: string | null;
}

export interface MyComment {
  id: string;
  item: string;
  itemTitle: string;
  itemHref: string;
  text: string;
  date: string;
}

/** GET /api/mydata. */
export interface MyData {
  bookmarks: ItemCard[];
  comments: MyComment[];
  /**
   * How many of the user's comments are on items that no longer exist: left out of `comments`,
   * and deleted by the page's post to /api/mydata/orphans (requirements §4 orphan comments).
   */
  orphans: number;
}

/**
 * The logged-in side of a page, as the server's loaders read it (docs/architecture.md §6.5): only
 * in the loader context of a request with a session on a site with interaction enabled, never for
 * a visitor (whose pages the page cache shares). Every call logs a failure of the user API and
 * answers null or 'failed' instead of throwing: a page never fails for its personal part.
 */
export interface PersonalService {
  /** The user's bookmarked record ids; null when the user API failed. */
  bookmarks(): Promise<string[] | null>;
  /** An item's comments, newest first, the user's own marked; null when the user API failed. */
  itemComments(item: string): Promise<CommentView[] | null>;
  /** My bookmarks and comments, comments on items that no longer exist deleted first; null when it failed. */
  myData(): Promise<MyData | null>;
  /** One of my comments (to confirm its deletion): 'unknown' when I have none with that id. */
  myComment(id: string): Promise<MyComment | 'unknown' | 'failed'>;
}

/**
 * The personal part of a page's loader data (key `personal`), for a logged-in user; absent for a
 * visitor. Components take what is there and fetch from /api in the browser what is not.
 */
export interface PagePersonal {
  /** The user's bookmarked record ids; null when they could not be had. */
  bookmarks: string[] | null;
  /** The result page's item comments, newest first; null when they could not be had. */
  comments?: CommentView[] | null;
}
