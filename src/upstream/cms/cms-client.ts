import { getJson, type HttpJsonOptions } from '../http-json.js';
import { upstreamUrl } from '../upstream-url.js';
import { cmsPageSchema, cmsSectionResponseSchema, type CmsArea, type CmsPageResponse } from './cms-schemas.js';

export type SectionKind = 'gkn_menu' | 'gkn_footer' | 'gkn_footer_legal';

export interface CmsClientOptions {
  baseUrl: string;
  timeoutMs: number;
  observe?: HttpJsonOptions['observe'];
}

/** The CMS calls of spec §7. Throws UpstreamError; knows nothing of caching or statuses. */
export function createCmsClient(opts: CmsClientOptions) {
  const get = <T>(url: string, schema: Parameters<typeof getJson>[1], signal?: AbortSignal) =>
    getJson(url, schema, { timeoutMs: opts.timeoutMs, signal, observe: opts.observe }) as Promise<T>;

  return {
    /** GET {cms base}/{language}/{cname}/{path}: path without leading slash, 'index' for home. */
    page(language: string, cname: string, path: string, signal?: AbortSignal): Promise<CmsPageResponse> {
      // Each '/'-separated part is one encoded segment; a '.' or '..' part is a 404 without a call.
      return get(
        upstreamUrl(opts.baseUrl, [language, cname, ...path.split('/').filter(Boolean)]),
        cmsPageSchema,
        signal,
      );
    },
    /** GET {cms base}/{language}/{site}/paginasectie?pagesectionid&tsobjectid: menu and footers. */
    section(
      language: string,
      cname: string,
      kind: SectionKind,
      objectId: string,
      signal?: AbortSignal,
    ): Promise<CmsArea[]> {
      const query = new URLSearchParams({ pagesectionid: kind, tsobjectid: objectId });
      return get<{ contents: CmsArea[] }>(
        `${opts.baseUrl}/${language}/${cname}/paginasectie?${query}`,
        cmsSectionResponseSchema,
        signal,
      ).then((r) => r.contents);
    },
  };
}

export type CmsClient = ReturnType<typeof createCmsClient>;
