import { z } from 'zod';

// The user API's answers (docs/upstream-contracts.md §8). Lenient where a real service may vary:
// ids as numbers or strings, optional text fields empty.

const id = z.union([z.number(), z.string().min(1)]).transform(String);
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const userApiCommentSchema = z.object({
  id,
  created_at: z.string(),
  content: z.string(),
  name: text,
  external_id: z.string().optional(),
  content_subtype: text,
  title: text,
  url: text,
  user_id: id.optional(),
  article: z.object({ external_id: z.string() }).nullish(),
});
export type UserApiComment = z.infer<typeof userApiCommentSchema>;

/** GET /api/articlesextended: the item's comments are `articles[0].comments`. */
export const articlesExtendedSchema = z.object({
  articles: z.array(z.object({ comments: z.array(userApiCommentSchema).default([]) })).default([]),
});

/** GET /api/mydata: a list whose first entry has the user's comments. */
export const myDataSchema = z.array(z.object({ comments: z.array(userApiCommentSchema).default([]) }));

/** GET /api/getpreferences and PUT /api/setpreferences. */
export const preferencesSchema = z.object({ bookmarkedArticles: z.array(z.string()).default([]) });

/** DELETE /api/deletemycomment/{id}. */
export const deletedSchema = z.object({}).passthrough();

/** What a refusal says (`{"message": …}`), when it says anything. */
export const refusalSchema = z.object({ message: z.string() });
