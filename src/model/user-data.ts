// The personal side (requirements §3 Comment, User preferences): what the user API holds, in our
// own terms. Item ids are search record ids (the ids of the result pages) or a dossier's CMS
// content id (src/model/content-ref.ts).

/** requirements §5 names no bound for a comment; ours (the user API takes up to 5000). */
export const COMMENT_MAX_LENGTH = 2000;

/** A comment as the user API keeps it (src/upstream/user-api maps its answers to this). */
export interface UserComment {
  id: string;
  /** The search record id (or dossier content id) of the item it is about. */
  item: string;
  /** The item's title and address when the comment was posted. */
  itemTitle: string;
  itemUrl: string;
  contentSubtype: string;
  /** The author's nickname. */
  author: string;
  /** The author's user id: only to tell one's own comments; never sent to the browser. */
  authorId: string;
  text: string;
  /** ISO 8601. */
  date: string;
}

/** What a new comment needs besides the author (the user API takes the author from the token). */
export interface NewComment {
  item: string;
  itemTitle: string;
  itemUrl: string;
  contentSubtype: string;
  author: string;
  text: string;
}

/**
 * What a comment id can look like: the user API's ids are numbers, and an id of letters, digits,
 * '-' and '_' (a UUID, say) is the most another store could hand out. Anything else (a '.' or '..'
 * that a URL parser would resolve as a path step, a '/', a space) names no comment, so the personal
 * API refuses it before any call (docs/architecture.md §7).
 */
const COMMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const isCommentId = (id: string): boolean => COMMENT_ID.test(id);

/** What deleting a comment came to. */
export type DeleteOutcome = 'deleted' | 'not-yours' | 'not-found';

/**
 * The author a comment is posted under when the person has no name the identity provider gave
 * fit to publish, nor one of their own choosing (docs/architecture.md §6.4): never their e-mail
 * address or login id.
 */
export const UNNAMED_AUTHOR = { nl: 'Deelnemer', en: 'Participant' } as const;

/** A name a person chooses for their comments: at most this long (docs/upstream-contracts.md §8). */
export const DISPLAY_NAME_MAX_LENGTH = 80;

/** The user API keeps at most this many bookmarks per user (docs/upstream-contracts.md §8). */
export const MAX_BOOKMARKS = 1000;
