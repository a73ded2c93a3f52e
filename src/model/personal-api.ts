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
}
