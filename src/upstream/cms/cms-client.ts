import { getJson, type HttpJsonOptions } from '../http-json.js';
import { upstreamUrl } from '../upstream-url.js';
import {
  cmsContentItemSchema,
  cmsPageSchema,
  cmsSectionResponseSchema,
  type CmsContentItem,
  type CmsPageResponse,
  type CmsSection,
} from './cms-schemas.js';
import { previewTarget, type PreviewSite } from './preview-target.js';

export type SectionKind = 'gkn_menu' | 'gkn_footer' | 'gkn_footer_legal';

export interface CmsClientOptions {
  baseUrl: string;
  timeoutMs: number;
  observe?: HttpJsonOptions['observe'];
}

/**
 * The CMS calls of requirements §7; every call to the CMS goes through here. Throws UpstreamError; knows
 * nothing of caching or statuses.
 */
export function createCmsClient(opts: CmsClientOptions) {
  const get = <T>(
    url: string,
    schema: Parameters<typeof getJson>[1],
    signal?: AbortSignal,
    headers?: Record<string, string>,
  ) => getJson(url, schema, { timeoutMs: opts.timeoutMs, signal, headers, observe: opts.observe }) as Promise<T>;

  return {
    /** The CMS base URL (no trailing slash): stored content keeps media on its origin relative to it. */
    baseUrl: opts.baseUrl,
    /** GET {cms base}/{language}/{cname}/{path}: path without leading slash, 'index' for home. */
    page(language: string, cname: string, path: string, signal?: AbortSignal): Promise<CmsPageResponse> {
      // Each '/'-separated part is one encoded segment; a '.' or '..' part is a 404 without a call.
      return get(
        upstreamUrl(opts.baseUrl, [language, cname, ...path.split('/').filter(Boolean)]),
        cmsPageSchema,
        signal,
      );
    },
    /** GET {cms base}/{language}/{cname}/Contactformulier: the page holding the contact form (requirements §7.2). */
    contactFormPage(language: string, cname: string, signal?: AbortSignal): Promise<CmsPageResponse> {
      return get(upstreamUrl(opts.baseUrl, [language, cname, 'Contactformulier']), cmsPageSchema, signal, {
        'x-requested-with': 'gkn-web',
      });
    },
    /**
     * The draft of the page at a site path (requirements §7.1, `draft=1`), for a signed preview
     * link already checked (src/server/preview). A path the preview may not name (preview-target.ts)
     * is null and no request is made.
     */
    previewPage(path: string, site: PreviewSite, signal?: AbortSignal): Promise<CmsPageResponse> | null {
      const target = previewTarget(path, opts.baseUrl, site);
      return target ? get(target, cmsPageSchema, signal) : null;
    },
    /**
     * GET {cms}/nl?contentid={id} (requirements §7.4): a content item by its id (a page's
     * searchidentifier or a record id); tells whether it still exists (404: it does not).
     */
    async contentItem(id: string, language = 'nl', signal?: AbortSignal): Promise<CmsContentItem> {
      const query = new URLSearchParams({ contentid: id });
      return get(`${upstreamUrl(opts.baseUrl, [language])}?${query}`, cmsContentItemSchema, signal);
    },
    /** GET {cms base}/{language}/{site}/paginasectie?pagesectionid&tsobjectid: menu and footers. */
    section(
      language: string,
      cname: string,
      kind: SectionKind,
      objectId: string,
      signal?: AbortSignal,
    ): Promise<CmsSection[]> {
      const query = new URLSearchParams({ pagesectionid: kind, tsobjectid: objectId });
      return get<{ contents: CmsSection[] }>(
        `${opts.baseUrl}/${language}/${cname}/paginasectie?${query}`,
        cmsSectionResponseSchema,
        signal,
      ).then((r) => r.contents);
    },
  };
}

export type CmsClient = ReturnType<typeof createCmsClient>;
