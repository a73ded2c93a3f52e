import { data } from 'react-router-dom';
import type { ContentPageData } from '../pages/ContentPage.js';
import type { PreviewScope } from '../../model/services.js';
import type { ContactPageData } from '../pages/ContactPage.js';
import type { CookieSettingsData } from '../pages/CookieSettingsPage.js';
import type { ServerLoader } from './data-loader.js';
import { ROUTE_SEGMENTS } from '../logic/route-segments.js';

// Loaders of the pages around forms and preview (cookie settings, contact form, preview).

export type PreviewPageData = ContentPageData & { preview: true; previewScope: PreviewScope };

/**
 * requirements §2 /preview with a signed link: the draft of the one page it names, in the template
 * its page type names and with everything its elements name, as it will look once published. A
 * refused link (400, 403, 410) is an error status without any upstream call.
 */
export const loadPreview: ServerLoader<PreviewPageData> = async ({ url }, { services, locale }) => {
  const result = await services.preview(url.searchParams);
  if (result.status !== 200) throw data({ status: result.status }, { status: result.status });
  // Server only (this runs with the services): kept out of the first-load bundle.
  const { loadContentPage } = await import('./load-content-data.server.js');
  return { ...(await loadContentPage(result.page, services, locale)), preview: true, previewScope: result.scope };
};

/** requirements §2 cookie settings: the CMS text when there is one, then our consent form. */
export const loadCookieSettings: ServerLoader<CookieSettingsData> = async ({ url }, { services, locale }) => {
  const result = await services.page(url.pathname);
  return { page: result.status === 200 ? result.page : null, privacyPath: `/${ROUTE_SEGMENTS.privacy[locale]}` };
};

/** requirements §7 Contactformulier: the form of the CMS; no usable form is a 500 page. */
export const loadContactForm: ServerLoader<ContactPageData> = async (_args, { services, postedForm }) => {
  const form = await services.contactForm();
  if (!form) throw data({ status: 500 }, { status: 500 });
  // A post refused without JavaScript renders this page as its answer, with what was typed.
  return { form, posted: postedForm ?? null };
};
