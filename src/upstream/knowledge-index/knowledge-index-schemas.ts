import { z } from 'zod';
import { recordLinkSchema } from '../search/search-schemas.js';

const optString = z.string().nullish();

/** docs/upstream-contracts.md §3. */
export const knowledgeIndexItemSchema = z.object({
  title: z.string().catch(''),
  id: z.union([z.string(), z.number()]).transform(String),
  publisher: optString,
  journal: optString,
  year: z.number().nullish(),
  metadata: z.object({ item_metadata: z.object({ contentsubtype: optString }).nullish() }).nullish(),
  description: optString,
  links: z.array(recordLinkSchema).nullish(),
  url: optString,
  access: optString,
  filetype: optString,
});
export type KnowledgeIndexItemResponse = z.infer<typeof knowledgeIndexItemSchema>;

export const knowledgeIndexResponseSchema = z.object({ records: z.array(knowledgeIndexItemSchema).default([]) });
