import type { DeleteOutcome, NewComment, UserComment } from '../../model/user-data.js';
import type { HttpJsonOptions } from '../http-json.js';
import { UpstreamError } from '../upstream-error.js';
import { upstreamUrl } from '../upstream-url.js';
import { callUserApi, UserApiRefusal, type UserApiCall } from './user-api-http.js';
import {
  articlesExtendedSchema,
  deletedSchema,
  myDataSchema,
  preferencesSchema,
  userApiCommentSchema,
  type UserApiComment,
} from './user-api-schemas.js';

export interface UserApiClientOptions {
  /** USER_API_URL: the calls are `{baseUrl}/api/…`. */
  baseUrl: string;
  timeoutMs: number;
  observe?: HttpJsonOptions['observe'];
}

/** The message of requirements §7 that means "no preferences saved yet". */
const USER_NOT_FOUND = 'User not found';

export function toUserComment(c: UserApiComment): UserComment {
  return {
    id: c.id,
    item: c.external_id ?? c.article?.external_id ?? '',
    itemTitle: c.title,
    itemUrl: c.url,
    contentSubtype: c.content_subtype,
    author: c.name,
    authorId: c.user_id ?? '',
    text: c.content,
    date: c.created_at,
  };
}

/**
 * The user API's calls (requirements §7, docs/upstream-contracts.md §8), each with the caller's
 * access token. Personal data: nothing here is cached. Failures throw UpstreamError.
 */
export function createUserApiClient(opts: UserApiClientOptions) {
  const base = `${opts.baseUrl.replace(/\/+$/, '')}/api`;
  const http = { timeoutMs: opts.timeoutMs, observe: opts.observe };
  const call = <S extends Parameters<typeof callUserApi>[1]>(path: string, schema: S, c: UserApiCall) =>
    callUserApi(`${base}/${path}`, schema, c, http);

  return {
    /** An item's comments, newest first (public; a token is sent when there is one). */
    async itemComments(item: string, token?: string): Promise<UserComment[]> {
      const body = await call(`articlesextended?external_id=${encodeURIComponent(item)}`, articlesExtendedSchema, {
        method: 'GET',
        token,
      });
      return (body.articles[0]?.comments ?? []).map(toUserComment);
    },

    async postComment(token: string, comment: NewComment): Promise<UserComment> {
      const body = {
        external_id: comment.item,
        content_subtype: comment.contentSubtype,
        title: comment.itemTitle,
        url: comment.itemUrl,
        name: comment.author,
        comment: comment.text,
      };
      return toUserComment(await call('comments', userApiCommentSchema, { method: 'POST', token, body }));
    },

    async deleteComment(token: string, id: string): Promise<DeleteOutcome> {
      try {
        // One path segment whatever the id holds: a '..' never reaches another user-API path.
        await callUserApi(upstreamUrl(base, ['deletemycomment', id]), deletedSchema, { method: 'DELETE', token }, http);
        return 'deleted';
      } catch (error) {
        if (error instanceof UserApiRefusal && error.status === 403) return 'not-yours';
        // A refusal of the user API, or an id upstreamUrl refuses to send (empty, '.', '..').
        if (error instanceof UpstreamError && error.status === 404) return 'not-found';
        throw error;
      }
    },

    /** The user's own comments, newest first. */
    async myComments(token: string): Promise<UserComment[]> {
      const body = await call('mydata', myDataSchema, { method: 'GET', token });
      return (body[0]?.comments ?? []).map(toUserComment);
    },

    /** The bookmarked item ids; null when the user has never saved preferences ('User not found'). */
    async bookmarks(token: string): Promise<string[] | null> {
      try {
        return (await call('getpreferences', preferencesSchema, { method: 'GET', token })).bookmarkedArticles;
      } catch (error) {
        if (error instanceof UserApiRefusal && error.reason === USER_NOT_FOUND) return null;
        throw error;
      }
    },

    /** Saves the whole list; answers the list as saved. */
    async saveBookmarks(token: string, ids: string[]): Promise<string[]> {
      const body = { preferences: { bookmarkedArticles: ids } };
      return (await call('setpreferences', preferencesSchema, { method: 'PUT', token, body })).bookmarkedArticles;
    },
  };
}

export type UserApiClient = ReturnType<typeof createUserApiClient>;

/** The user API refused the token: the login behind it is no longer valid. */
export const isUnauthenticated = (error: unknown) => error instanceof UserApiRefusal && error.status === 401;
