import type { ContactForm } from '../../model/forms.js';
import { cacheKey } from '../../cache/cache-keys.js';
import { toContactForm } from '../../upstream/cms/cms-mappers.js';
import type { ServiceDeps, ServiceScope } from '../services/service-deps.js';

/**
 * The contact form of the CMS Contactformulier page (requirements §7.2), cached like pages; null
 * when the CMS has no usable form (the contact page then answers 500, a post 'failed').
 */
export async function loadContactForm(deps: ServiceDeps, { site, locale }: ServiceScope): Promise<ContactForm | null> {
  try {
    return await deps.cached(cacheKey(site.id, 'cms', locale, '#form', 'Contactformulier'), deps.cmsCache, async () =>
      toContactForm(await deps.cms.contactFormPage(locale, site.api.cname), (dropped) =>
        deps.logger.warn({ site: site.id, path: 'Contactformulier', element: dropped }, 'CMS element dropped'),
      ),
    );
  } catch (err) {
    deps.logger.warn({ err, site: site.id }, 'contact form call failed');
    return null;
  }
}
