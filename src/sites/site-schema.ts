import { z } from 'zod';
import type { Palette } from '../model/palette.js';

// The site configuration of requirements §3, plus what running 30 sites needs: hosts per environment,
// logos and portlets. Validated once at boot and by `gkn site validate`.

export const DEFAULT_SCOPE = 'gkn3'; // requirements §9
export const DEFAULT_MAP_SCOPE = 'gkn-mapdata'; // requirements §9

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a colour like #1a2b3c' });
const slugId = z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,48}[a-z0-9])?$/, {
  error: 'must be lowercase letters, digits and dashes (2–50 characters)',
});
const hostName = z.string().regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
  error: 'must be a lowercase host name such as www.example.nl',
});
const absoluteHttpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const paletteSchema = z.strictObject({
  gkn_base_color: hexColour,
  gkn_highlight_color: hexColour,
  gkn_banner_color: hexColour,
  gkn_link_color: hexColour,
  gkn_video_color: hexColour,
  gkn_news_color: hexColour,
  gkn_activity_color: hexColour,
  gkn_dossier_color: hexColour,
  gkn_other_color: hexColour,
  gkn_project_color: hexColour,
  gkn_gkz_color: hexColour,
}) satisfies z.ZodType<Palette>;
export type { Palette };

const fontStack = z
  .string()
  .min(1)
  .regex(/^[\w\s,"'-]+$/, { error: 'must be a CSS font stack (letters, spaces, commas, quotes)' });

const typographySchema = z.strictObject({
  primary: fontStack,
  secondary: fontStack,
  // Fonts the page prefetches and how long text may wait for them (requirements §9: configurable).
  prefetch_count: z.int().min(0).max(8).default(2),
  unlock_delay_ms: z.int().min(0).max(10_000).default(300),
});

const hostSchema = z.strictObject({
  name: hostName,
  environment: z.enum(['production', 'acceptance']),
});

const portletSchema = z.strictObject({
  domain: slugId,
  title: z.string().min(1).max(120),
  provider: z.strictObject({ name: z.string().min(1).max(120), url: absoluteHttpUrl }),
  scope: slugId.default(DEFAULT_SCOPE),
  palette: paletteSchema.partial().default({}),
  // Origins allowed to frame this portlet (CSP frame-ancestors), e.g. https://www.example.nl
  embed_origins: z
    .array(
      z
        .string()
        .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/, { error: 'must be an origin such as https://www.example.nl' }),
    )
    .default([]),
});
export type PortletConfig = z.infer<typeof portletSchema>;

export const siteSchema = z.strictObject({
  id: slugId,
  site: z.strictObject({
    title: z.string().min(1).max(120),
    description: z.string().min(1).max(300),
    keywords: z.array(z.string().min(1).max(60)).max(30),
    home: z
      .string()
      .regex(/^[a-z0-9/_-]+$/i, { error: 'must be a CMS path such as index' })
      .default('index'),
    language: z.enum(['nl', 'en']),
    search_placeholder: z.string().min(1).max(120),
    blueconic_script: absoluteHttpUrl.optional(),
  }),
  styles: z.strictObject({
    color: paletteSchema,
    typography: typographySchema,
  }),
  api: z.strictObject({
    cname: slugId,
    sections: z.strictObject({
      gkn_menu: z.string().min(1).max(64),
      gkn_footer: z.string().min(1).max(64),
      gkn_footer_legal: z.string().min(1).max(64),
    }),
  }),
  gkz: z
    .strictObject({
      scope: slugId.default(DEFAULT_SCOPE),
      map_scope: slugId.default(DEFAULT_MAP_SCOPE),
    })
    .default({ scope: DEFAULT_SCOPE, map_scope: DEFAULT_MAP_SCOPE }),
  interactivity: z.strictObject({ enabled: z.boolean() }),
  /**
   * The AI search (requirements §1): on wherever the site has a search scope, which every site
   * has (gkz.scope defaults); `"ai": { "enabled": false }` switches it off: its routes are a 404
   * and nothing links to it.
   */
  ai: z.strictObject({ enabled: z.boolean().default(true) }).default({ enabled: true }),
  hosts: z.array(hostSchema).default([]),
  portlets: z.array(portletSchema).default([]),
});

export type SiteConfigInput = z.input<typeof siteSchema>;
export type SiteConfig = z.infer<typeof siteSchema>;
