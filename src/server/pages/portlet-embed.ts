import type { Request, RequestHandler } from 'express';
import type { PortletConfig } from '../../sites/site-schema.js';
import { siteOrigin } from '../../sites/site-origin.js';
import { searchPathOf } from '../../app/logic/search-url.js';
import { escapeHtml } from '../../model/html-escape.js';
import { PUBLIC_FIVE_MINUTES } from '../http/cache-control.js';

// Portlets in frames (requirements §1, §2): which origins may frame a portlet page (CSP frame-ancestors),
// and the embed snippet a portlet's provider pastes into their page (docs/sites.md "Embedding a portlet").

const PORTLET_PAGE = /^\/portlet\/([^/]+)\/./;

function portletOf(req: Request, domain: string): PortletConfig | undefined {
  return req.site?.config.portlets.find((p) => p.domain === domain);
}

/** The portlet's embed_origins on its own pages (search and result); nothing anywhere else. */
export function portletFrameAncestors(req: Request): string[] {
  const match = PORTLET_PAGE.exec(req.path);
  if (!match) return [];
  let domain: string;
  try {
    domain = decodeURIComponent(match[1]!);
  } catch {
    return [];
  }
  return portletOf(req, domain)?.embed_origins ?? [];
}

/** The resize script every embedding page loads (public/embed/portlet.js). */
export const EMBED_SCRIPT_PATH = '/embed/portlet.js';

/**
 * The resize script is meant to be loaded by other sites' pages: it answers with
 * Cross-Origin-Resource-Policy: cross-origin instead of helmet's same-origin, which makes browsers
 * refuse it on the very pages that embed a portlet (ERR_BLOCKED_BY_RESPONSE.NotSameOrigin).
 */
export function embedScriptForAnyOrigin(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  };
}

/** The snippet: an iframe of the portlet and our resize script (public/embed/portlet.js). */
export function embedSnippet(origin: string, portlet: Pick<PortletConfig, 'domain' | 'title'>): string {
  const src = `${origin}${searchPathOf({ kind: 'portlet', domain: portlet.domain }, '*')}`;
  return [
    `<!-- ${escapeHtml(portlet.title)}: embedded portlet -->`,
    `<iframe src="${escapeHtml(src)}" title="${escapeHtml(portlet.title)}" data-gkn-portlet="${escapeHtml(portlet.domain)}" style="display:block;width:100%;height:640px;border:0" loading="lazy"></iframe>`,
    `<script src="${escapeHtml(origin)}${EMBED_SCRIPT_PATH}" async></script>`,
    '',
  ].join('\n');
}

/**
 * GET /embed/{domain}: the snippet for one portlet of this site, as text to copy. The address in
 * it is the site's configured origin (its production host, sites/site-origin.ts), whichever host
 * the request came to: the snippet is pasted into partners' pages and cached by browsers.
 */
export function portletEmbedRoute(): RequestHandler {
  return (req, res, next) => {
    const domain = String(req.params.domain ?? '');
    const portlet = portletOf(req, domain);
    if (!portlet) return next();
    res.set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PUBLIC_FIVE_MINUTES });
    res.send(embedSnippet(siteOrigin(req.site.config), portlet));
  };
}
