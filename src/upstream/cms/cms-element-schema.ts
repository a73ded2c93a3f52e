import { z } from 'zod';
import {
  LINK_BADGES,
  LINK_COLOURS,
  LINK_TYPES,
  type ContentElement,
  type ElementLink,
  type LinkBadge,
  type LinkColour,
  type LinkType,
  type VideoFileType,
} from '../../model/content-element.js';
import { sanitizeRichText } from './sanitize-rich-text.js';

// The wire format of a CMS element (docs/upstream-contracts.md §1.1) and its typed form: one
// discriminated union by `type`. A field of the wrong JSON type fails the element (the mapper
// drops it and says so); optional fields may be absent or null, and a blank string counts as none.

const blankToNull = (v: string | null | undefined) => (v && v.trim() !== '' ? v : null);
const optionalText = z.string().nullish().transform(blankToNull);
const requiredText = z.string().refine((v) => v.trim() !== '', { error: 'must not be blank' });
/** Rich text: sanitised here, before anything is cached; none when nothing is left. */
const richText = z
  .string()
  .nullish()
  .transform((v) => blankToNull(v == null ? v : sanitizeRichText(v)));

const base = {
  id: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  title: optionalText,
};

const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v);
const trimmed = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** One link of a links element; null for a link that leads nowhere (no url and no item id). */
export function toElementLink(v: unknown): ElementLink | null {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  const url = trimmed(o.url);
  const itemId = trimmed(o.item_id);
  if (!url && !itemId) return null;
  return {
    title: trimmed(o.title) ?? url ?? itemId!,
    type: isOneOf<LinkType>(LINK_TYPES, o.type) ? o.type : 'normal',
    url,
    itemId,
    colour: isOneOf<LinkColour>(LINK_COLOURS, o.color) ? o.color : null,
    badge: isOneOf<LinkBadge>(LINK_BADGES, o.badge) ? o.badge : null,
  };
}

const VIDEO_FILE_TYPES: Record<string, VideoFileType> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
};

/** An http(s) address, or null (a still's address goes into an attribute: nothing else passes). */
function httpAddress(value: string | null | undefined): string | null {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * A video element's url: a video file by its extension (http or https: the browser plays it in
 * a video element, so a CMS on loopback is relayed by the site), else an embeddable player, which
 * must be https (it is framed). Anything else (another scheme, not a URL): null.
 */
function videoSource(value: string): { url: string; file: VideoFileType | null } | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  const file = extension ? VIDEO_FILE_TYPES[extension] : undefined;
  if (file && (url.protocol === 'https:' || url.protocol === 'http:')) return { url: url.toString(), file };
  return url.protocol === 'https:' ? { url: url.toString(), file: null } : null;
}

const formFieldSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
  label: z.string(),
  type: z.enum(['text', 'email', 'textarea']).catch('text'),
  required: z.boolean().default(false),
});

/** The typed elements; each option maps the wire names to the model's. */
const cmsElementSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), ...base, html: richText }),
  z.object({ type: z.literal('newsletter'), ...base, html: richText }),
  z
    .object({ type: z.literal('image'), ...base, source: requiredText, alt: optionalText, caption: optionalText })
    .transform((e) => ({ ...e, alt: e.alt ?? '' })),
  z.object({
    type: z.literal('links'),
    ...base,
    // A link to nothing is left out; the element keeps the others.
    links: z.array(z.unknown()).transform((links) => links.map(toElementLink).filter((l) => l !== null)),
  }),
  z
    .object({
      type: z.literal('item-list'),
      ...base,
      // The id keys the list's loaded items: a list without one could never show them.
      id: requiredText,
      query_url: requiredText,
      max: z.number().positive().nullish(),
      display: z.string().nullish(),
    })
    .transform(({ query_url, max, display, ...e }) => ({
      ...e,
      queryUrl: query_url,
      max: max ?? null,
      display: display === 'alphabet' ? ('alphabet' as const) : null,
    })),
  z.object({
    type: z.literal('accordion'),
    ...base,
    items: z.array(z.object({ title: optionalText, html: richText })),
  }),
  z
    .object({ type: z.literal('video'), ...base, url: z.string(), poster: z.string().nullish() })
    .transform(({ url, poster, ...e }, ctx) => {
      const video = videoSource(url);
      if (!video) {
        ctx.issues.push({
          code: 'custom',
          message: 'not an https URL nor a video file (.mp4, .m4v, .webm, .ogv)',
          input: url,
          path: ['url'],
        });
        return z.NEVER;
      }
      return { ...e, ...video, poster: httpAddress(poster) };
    }),
  z
    .object({
      type: z.literal('person'),
      ...base,
      name: requiredText,
      role: optionalText,
      organisation: optionalText,
      email: optionalText,
      image: z.object({ source: z.string().nullish(), alt: z.string().nullish() }).nullish(),
    })
    .transform(({ image, ...e }) => ({ ...e, photo: blankToNull(image?.source) })),
  z
    .object({
      type: z.literal('form'),
      ...base,
      submit_label: optionalText,
      fields: z.array(formFieldSchema).max(30),
    })
    .transform(({ submit_label, ...e }) => ({ ...e, submitLabel: submit_label })),
]);

export type CmsElementParse =
  { ok: true; element: ContentElement } | { ok: false; type: string | null; problem: string };

/**
 * One wire element to its typed form, or why not: an unknown type, or a field of the wrong shape.
 * An element without a type is text (the CMS's plain block).
 */
export function parseCmsElement(raw: unknown): CmsElementParse {
  const input =
    raw && typeof raw === 'object' && !Array.isArray(raw) && (raw as { type?: unknown }).type === undefined
      ? { ...raw, type: 'text' }
      : raw;
  const parsed = cmsElementSchema.safeParse(input);
  if (parsed.success) return { ok: true, element: parsed.data satisfies ContentElement };
  const type = (input as { type?: unknown } | null)?.type;
  const unknownType = parsed.error.issues.some((i) => i.code === 'invalid_union' && i.path.join('.') === 'type');
  return {
    ok: false,
    type: typeof type === 'string' ? type : null,
    problem: unknownType
      ? `unknown element type ${JSON.stringify(type)}`
      : parsed.error.issues.map((i) => `${i.path.join('.') || 'element'}: ${i.message}`).join('; '),
  };
}
