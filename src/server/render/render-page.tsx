import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import {
  createStaticRouter,
  data,
  StaticRouterProvider,
  type DataStrategyFunction,
  type StaticHandlerContext,
} from 'react-router-dom';
import { i18nFor } from '../../app/i18n/i18n.js';
import { HTML_LANG } from '../../app/i18n/locale.js';
import { recordLang } from '../../app/i18n/record-lang.js';
import type { PageContent } from '../../model/page.js';
import type { Locale, LoaderContext } from '../../model/services.js';
import type { PublicSite } from '../../model/site.js';
import { isRouterNotFound } from '../../app/logic/data-endpoint.js';
import { ROOT_ROUTE_ID } from '../../app/logic/route-ids.js';
import { documentTitle, errorTitleOf, pageTitleOf } from '../../app/logic/page-title.js';
import { shareImageAlt } from '../../app/logic/share-image-alt.js';
import { SiteContext } from '../../app/site-context.js';
import { FormTokenContext } from '../../app/components/forms/form-token.js';
import {
  canonicalQueryNames,
  canonicalUrl,
  feedLinkTags,
  isSearchView,
  seoTags,
  type CanonicalRoute,
} from '../seo/head-tags.js';
import { jsonLdTags } from '../seo/json-ld.js';
import { alternateLinkTags, alternatesOf, type PairedSite } from '../seo/alternates.js';
import { metaDescription } from '../seo/description.js';
import type { SocialImage } from './social-images.js';
import { iconSpriteMarkup } from '../../app/components/ui/icon-sprite.js';
import { fontHeadTags } from './font-preload.js';
import { entryLoaderScript } from './entry-loader.js';
import { hoistImagePreloads } from './hoist-image-preloads.js';
import type { FontCatalog } from './web-fonts.js';
import type { AssetManifest } from './asset-manifest.js';
import { escapeHtml } from '../../model/html-escape.js';
import { scriptJson, type DocumentChunk, type DocumentParts, type HtmlDocument } from './document-template.js';
import { staticHandler } from './static-handler.js';
import { HYDRATION_DATA_SCRIPT, hydrationDataBlock } from './hydration-data.js';
import { AI_SEARCH_ROUTE_IDS } from '../../app/routes/ai-search-routes.js';

export type RenderOutcome =
  { kind: 'redirect'; status: number; location: string } | { kind: 'html'; status: number; html: HtmlDocument };

export interface PageRendererDeps {
  assets: AssetManifest;
  fillDocument: (parts: DocumentParts) => HtmlDocument;
  /** The site's base stylesheet (palette variables, fonts), built once per site. */
  siteCss: (siteId: string) => string;
  /** A signed token for the forms of a page of this site (src/server/forms/form-token.ts). */
  formToken: (siteId: string) => string;
  /** The origin canonical URLs use: from the site's configuration, never the request (sites/site-origin.ts). */
  canonicalOrigin: (siteId: string) => string;
  /** The site a CMS page's `translations` name, by its CMS name (seo/alternates.ts); none: no CMS pairings. */
  siteByCname?: (cname: string) => PairedSite | null;
  /** The site's default share image (dist/client/social-images.json, read at boot); none: pages share their own only. */
  socialImage?: (siteId: string) => SocialImage | null;
  /** The web fonts the build provides (dist/client/fonts.json, read at boot); none = local fonts only. */
  fonts?: FontCatalog;
  /** `gkn dev` only: the live-reload script for a nonce (src/server/lifecycle/dev-reload.ts). */
  devScript?: (nonce: string) => string;
}

export interface RenderRequest {
  request: Request;
  site: PublicSite;
  locale: Locale;
  context: LoaderContext;
  nonce: string;
  robots: string | null;
  /** A preview (requirements §2): never indexed, no canonical URL. */
  preview?: boolean;
  /**
   * Render the site's error page with this status for the request's URL, without running the
   * page's own loader (a malformed or protocol-relative path, src/server/middleware/reject-bad-path.ts).
   * The root loader (menu, footer) still runs, so the page has its chrome.
   */
  errorStatus?: number;
  /**
   * The address the browser is to show: the page's own, when the page is the answer to a form post
   * (src/server/forms/posted-form-page.ts), so that its script hydrates the page's route.
   */
  replaceUrl?: string;
}

/** Every page's icons (requirements §2), once per document, outside the React root; encoded once. */
const ICON_SPRITE = Buffer.from(iconSpriteMarkup());

/** Every loader below the root answers the error; lazy route modules still load (their boundaries). */
function failingBelowRoot(status: number): DataStrategyFunction {
  return async ({ matches }) => {
    const results = await Promise.all(
      matches.map((m) =>
        m.route.id === ROOT_ROUTE_ID
          ? m.resolve()
          : m.resolve(async () => {
              throw data({ status }, { status });
            }),
      ),
    );
    return Object.fromEntries(matches.map((m, i) => [m.route.id, results[i]!]));
  };
}

/** The deepest matched route's flags and data: what decides the canonical URL's query. */
function canonicalRouteOf(context: StaticHandlerContext): CanonicalRoute | null {
  const match = context.matches.at(-1);
  if (!match) return null;
  return {
    flags: (match.route.handle as { flags?: string[] } | undefined)?.flags,
    data: context.loaderData[match.route.id],
  };
}

/**
 * A result page is declared in its record's language (requirements §3 language; WCAG 3.1.1): a Dutch
 * item on the English site is a Dutch page; its menus and labels carry the site's own `lang`.
 */
function recordLangOf(context: StaticHandlerContext): string | undefined {
  const match = context.matches.at(-1);
  const data = match
    ? (context.loaderData[match.route.id] as { item?: { language?: string | null } } | undefined)
    : null;
  return recordLang(data?.item?.language);
}

function pageOf(context: StaticHandlerContext): PageContent | null {
  for (const match of [...context.matches].reverse()) {
    const data = context.loaderData[match.route.id] as { page?: PageContent } | undefined;
    if (data?.page) return data.page;
  }
  return null;
}

/** Stands for the request's nonce in the per-site parts of the head, built once per site. */
const NONCE = '\u0000nonce\u0000';

/** React 19 SSR of one request through the data router (docs/architecture.md §14.2–§14.3). */
export function createPageRenderer(deps: PageRendererDeps) {
  // The head's tags that only depend on the site (its stylesheet, fonts, icon): built
  // and encoded once per site, split where the nonce goes; each request's nonce goes between.
  const siteHeads = new Map<string, Buffer[]>();
  const entryLoader = entryLoaderScript(deps.assets.entry, deps.assets.preload);
  // The client's start values (`window.__GKN__`: the site and its form token, then the line that
  // hands the hydration data over): the same for every page of a site until the token's minute
  // changes (src/server/forms/form-token.ts), so serialised once per site and token.
  const clientStarts = new WeakMap<PublicSite, { formToken: string; script: string }>();
  const clientStart = (site: PublicSite, formToken: string): string => {
    let start = clientStarts.get(site);
    if (start?.formToken !== formToken) {
      start = { formToken, script: `window.__GKN__=${scriptJson({ site, formToken })};${HYDRATION_DATA_SCRIPT}` };
      clientStarts.set(site, start);
    }
    return start.script;
  };
  const siteHead = (site: PublicSite, nonce: string): DocumentChunk[] => {
    let parts = siteHeads.get(site.id);
    if (!parts) {
      parts = [
        `<meta name="theme-color" content="${site.palette.gkn_base_color}">`,
        `<link rel="icon" href="${site.logos.mobile ?? '/favicon.svg'}">`,
        `<meta name="csp-nonce" content="${NONCE}">`,
        `<style nonce="${NONCE}">${deps.siteCss(site.id)}</style>`,
        ...fontHeadTags(site, deps.fonts ?? new Map(), NONCE),
      ]
        .join('\n')
        .split(NONCE)
        .map((text) => Buffer.from(text));
      siteHeads.set(site.id, parts);
    }
    const chunks: DocumentChunk[] = [parts[0]!];
    for (let i = 1; i < parts.length; i++) chunks.push(nonce, parts[i]!);
    return chunks;
  };

  return async function renderPage(input: RenderRequest): Promise<RenderOutcome> {
    const context = await staticHandler.query(input.request, {
      requestContext: input.context,
      ...(input.errorStatus ? { dataStrategy: failingBelowRoot(input.errorStatus) } : {}),
    });
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
    }
    const router = createStaticRouter(staticHandler.dataRoutes, context);
    const emotionCache = createCache({ key: 'css', nonce: input.nonce });
    const emotionServer = createEmotionServer(emotionCache);
    const formToken = deps.formToken(input.site.id);
    const rendered = renderToString(
      <CacheProvider value={emotionCache}>
        <SiteContext.Provider value={input.site}>
          <FormTokenContext.Provider value={formToken}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </FormTokenContext.Provider>
        </SiteContext.Provider>
      </CacheProvider>,
    );
    const { root, preloads } = hoistImagePreloads(rendered);
    const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(root));
    const status = context.statusCode;
    const page = status === 200 ? pageOf(context) : null;
    const i18n = i18nFor(input.locale);
    const title =
      status >= 400
        ? errorTitleOf(i18n, status, Object.values(context.errors ?? {}).some(isRouterNotFound))
        : pageTitleOf(
            context.matches.map((m) => ({ data: context.loaderData[m.route.id], handle: m.route.handle })),
            i18n,
          );
    // requirements §10.7.5: at most 160 characters, cut at a word.
    const description = metaDescription(page?.lead ?? input.site.description);
    const nonce = escapeHtml(input.nonce);
    const requestUrl = new URL(input.request.url);
    const route = status === 200 ? canonicalRouteOf(context) : null;
    // A search's filtered, paged or sorted state stays out of indexes; its links are followed (requirements §10.7.2).
    const aiSearch = context.matches.some((m) => AI_SEARCH_ROUTE_IDS.includes(m.route.id));
    const robots =
      input.preview || aiSearch
        ? 'noindex, nofollow'
        : (input.robots ?? (isSearchView(route, requestUrl) ? 'noindex, follow' : null));
    const canonical =
      status === 200 && !input.preview
        ? canonicalUrl(deps.canonicalOrigin(input.site.id), requestUrl, canonicalQueryNames(route))
        : null;
    const fullTitle = documentTitle(title, input.site.title);
    const head = [
      `<meta name="description" content="${escapeHtml(description)}">`,
      input.site.keywords.length
        ? `<meta name="keywords" content="${escapeHtml(input.site.keywords.join(', '))}">`
        : '',
      robots ? `<meta name="robots" content="${robots}">` : '',
      ...seoTags({
        site: input.site,
        locale: input.locale,
        page,
        title: fullTitle,
        description,
        canonical,
        socialImage: deps.socialImage?.(input.site.id) ?? null,
        socialImageAlt: shareImageAlt(i18n, input.site.title),
      }),
      ...(input.preview ? [] : feedLinkTags(route, i18n._({ id: 'follow.title', message: 'Volg deze zoekopdracht' }))),
      // Language alternates of an indexed page (requirements §10.7.4); a noindex page names none.
      ...(canonical && !robots
        ? alternateLinkTags(
            alternatesOf({
              canonical,
              locale: input.locale,
              routeId: context.matches.at(-1)?.route.id ?? null,
              page,
              siteByCname: deps.siteByCname ?? (() => null),
            }),
          )
        : []),
      ...jsonLdTags({
        site: input.site,
        locale: input.locale,
        origin: deps.canonicalOrigin(input.site.id),
        canonical,
        routeId: context.matches.at(-1)?.route.id ?? null,
        data: route?.data ?? null,
      }),
    ].join('\n');
    const scripts = [
      hydrationDataBlock(context),
      `<script nonce="${nonce}">${clientStart(input.site, formToken)}</script>`,
      input.replaceUrl
        ? `<script nonce="${nonce}">history.replaceState(null,'',${scriptJson(input.replaceUrl)})</script>`
        : '',
      `<script nonce="${nonce}">${entryLoader}</script>`,
      deps.devScript?.(nonce) ?? '',
    ].join('\n');
    const html = deps.fillDocument({
      lang: (status === 200 && recordLangOf(context)) || HTML_LANG[input.locale],
      title: escapeHtml(fullTitle),
      head: [`${preloads}${head}\n`, ...siteHead(input.site, nonce), `\n${styles}`],
      sprite: ICON_SPRITE,
      root,
      scripts,
    });
    return { kind: 'html', status, html };
  };
}
