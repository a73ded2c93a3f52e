import { z } from 'zod';
import { recordDetailFields, recordFields } from '../search/search-schemas.js';

const optString = z.string().nullish();

/** docs/upstream-contracts.md §3. */
export const knowledgeIndexItemSchema = z.object({
  ...recordFields,
  ...recordDetailFields,
  /** The record's language when the index gives it (a result page is declared in it). */
  language: optString,
  metadata: z.object({ item_metadata: z.object({ contentsubtype: optString }).nullish() }).nullish(),
});
export type KnowledgeIndexItemResponse = z.infer<typeof knowledgeIndexItemSchema>;

export const knowledgeIndexResponseSchema = z.object({ records: z.array(knowledgeIndexItemSchema).default([]) });
