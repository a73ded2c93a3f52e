import { z } from 'zod';

// Shapes of the CMS responses (spec §3, §7). Lenient where the spec only says "reads":
// unknown fields pass through to the element renderers, which check what they use.

const imageSchema = z.looseObject({ source: z.string().nullish(), alt: z.string().nullish() });

export const cmsElementSchema = z.looseObject({ type: z.string().default('text'), id: z.string().nullish() });
export type CmsElement = z.infer<typeof cmsElementSchema>;

export const cmsAreaSchema = z.looseObject({
  area: z.string().default('main'),
  title: z.string().nullish(),
  areatemplate: z.looseObject({ id: z.string().nullish() }).nullish(),
  elements: z.array(cmsElementSchema).default([]),
});
export type CmsArea = z.infer<typeof cmsAreaSchema>;

export const pageMetadataSchema = z.looseObject({
  lead: z.string().nullish(),
  page_type: z.looseObject({ id: z.string().nullish() }).nullish(),
  headerimage: imageSchema.nullish(),
  headerimages: z.array(imageSchema).nullish(),
  video_header: z.unknown().optional(),
  video_header_mobile: z.unknown().optional(),
  searchidentifier: z.string().nullish(),
  location: z.unknown().optional(),
});

// spec §4: any JSON object is a page (status 200); anything else is a 500.
export const cmsPageSchema = z.looseObject({
  title: z.string().default(''),
  contents: z.array(cmsAreaSchema).default([]),
  metadata: z.looseObject({ 'page-metadata': pageMetadataSchema.nullish() }).nullish(),
  last_updated: z.string().nullish(),
});
export type CmsPageResponse = z.infer<typeof cmsPageSchema>;

export const cmsSectionResponseSchema = z.looseObject({ contents: z.array(cmsAreaSchema).default([]) });
