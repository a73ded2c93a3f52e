import { z } from 'zod';

// Response shapes of the search service (docs/upstream-contracts.md §2). Lenient where a real
// service may add fields or send null for an absent value.

const optString = z.string().nullish();

const recordLinkSchema = z.object({
  url: z.string(),
  access: optString,
  filetype: optString,
});

/**
 * The fields a search record and a knowledge-index item (docs/upstream-contracts.md §3) share,
 * with one rule each: an id may come as a number, a missing title is empty.
 */
export const recordFields = {
  id: z.union([z.string(), z.number()]).transform(String),
  title: z.string().catch(''),
  description: optString,
  year: z.number().nullish(),
  publisher: optString,
  journal: optString,
  links: z.array(recordLinkSchema).nullish(),
  url: optString,
  access: optString,
  filetype: optString,
};

/**
 * What a record says about itself beyond the shared fields: its date, authors (and their roles), source and the
 * summary items of requirements §3. A knowledge-index item may carry them too (it "returns
 * records", requirements §7), so the result page shows what the list showed.
 */
export const recordDetailFields = {
  date: optString,
  authors: z.array(z.string()).nullish(),
  // author name -> role (docs/upstream-contracts.md §2.2). Roles only label the authors: a malformed
  // map drops the roles, never the record.
  author_roles: z.record(z.string(), optString).nullish().catch(null),
  source: optString,
  theme: optString,
  subject: optString,
  region: optString,
  target_audience: optString,
  when: optString,
  location: optString,
  organiser: optString,
  price: optString,
  status: optString,
  project_arrangement: optString,
  duration: optString,
};

export const searchRecordSchema = z.object({
  ...recordFields,
  ...recordDetailFields,
  contentsubtype: optString,
  language: optString,
  keywords: z.array(z.string()).nullish(),
});
export type SearchRecordResponse = z.infer<typeof searchRecordSchema>;

const facetSchema = z.object({
  name: z.string(),
  id: z.number(),
  properties: z.array(z.object({ value: z.union([z.string(), z.number()]).transform(String), count: z.number() })),
});

export const searchResponseSchema = z.object({
  hits: z.number().int().nonnegative(),
  records: z.array(searchRecordSchema).default([]),
  facets: z.array(facetSchema).default([]),
});
export type SearchResponseBody = z.infer<typeof searchResponseSchema>;

/** A prepared query: only the records are read (requirements §7). */
export const preparedQuerySchema = z.object({ records: z.array(searchRecordSchema).default([]) });

const filterSchema = z.object({
  id: z.number(),
  name: z.string(),
  alias: z.string(),
  'alias-eng': z.string().nullish(),
  properties: z
    .array(
      z.object({
        id: z.union([z.string(), z.number()]).transform(String),
        value: z.union([z.string(), z.number()]).transform(String),
        display: z.string().nullish(),
      }),
    )
    .default([]),
});
export const filtersResponseSchema = z.array(filterSchema);
export type FilterResponse = z.infer<typeof filterSchema>;
