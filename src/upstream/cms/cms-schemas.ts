import { z } from 'zod';

// Shapes of the CMS responses (requirements §3, §7). Lenient where the requirements only say "reads". Page
// elements are parsed one by one by the mapper (cms-element-schema.ts), so one bad element never
// fails its page; menu and footer elements are read by their own mappers.

const imageSchema = z.looseObject({ source: z.string().nullish(), alt: z.string().nullish() });

const areaFields = {
  area: z.string().default('main'),
  title: z.string().nullish(),
  areatemplate: z.looseObject({ id: z.string().nullish() }).nullish(),
};

/** An area of a page: its elements still as sent. */
const cmsAreaSchema = z.looseObject({ ...areaFields, elements: z.array(z.unknown()).default([]) });
export type CmsArea = z.infer<typeof cmsAreaSchema>;

/** A section of the menu or footers (docs/upstream-contracts.md §1.3). */
const cmsSectionSchema = z.looseObject({
  ...areaFields,
  elements: z.array(z.looseObject({ type: z.string().default('text'), id: z.string().nullish() })).default([]),
});
export type CmsSection = z.infer<typeof cmsSectionSchema>;

const pageMetadataSchema = z.looseObject({
  lead: z.string().nullish(),
  page_type: z.looseObject({ id: z.string().nullish() }).nullish(),
  headerimage: imageSchema.nullish(),
  headerimages: z.array(imageSchema).nullish(),
  video_header: z.unknown().optional(),
  video_header_mobile: z.unknown().optional(),
  searchidentifier: z.string().nullish(),
  location: z.unknown().optional(),
  translations: z.unknown().optional(),
});

// requirements §4: any JSON object is a page (status 200); anything else is a 500.
export const cmsPageSchema = z.looseObject({
  title: z.string().default(''),
  contents: z.array(cmsAreaSchema).default([]),
  metadata: z.looseObject({ 'page-metadata': pageMetadataSchema.nullish() }).nullish(),
  last_updated: z.string().nullish(),
});
export type CmsPageResponse = z.infer<typeof cmsPageSchema>;

export const cmsSectionResponseSchema = z.looseObject({ contents: z.array(cmsSectionSchema).default([]) });

/** GET {cms}/{language}?contentid={id} (requirements §7.4): a content item, its `contents` as a page's. */
export const cmsContentItemSchema = z.looseObject({
  id: z.string().optional(),
  title: z.string().default(''),
  contents: z.array(cmsAreaSchema).default([]),
});
export type CmsContentItem = z.infer<typeof cmsContentItemSchema>;
