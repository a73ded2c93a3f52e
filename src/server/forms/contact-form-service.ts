import { z } from 'zod';
import type { ContactForm } from '../../model/forms.js';
import { cacheKey } from '../../cache/cache-keys.js';
import { getJson } from '../../upstream/http-json.js';
import type { ServiceDeps, ServiceScope } from '../services/service-deps.js';

const fieldSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
  label: z.string(),
  type: z.enum(['text', 'email', 'textarea']).catch('text'),
  required: z.boolean().default(false),
});
const formElementSchema = z.looseObject({
  type: z.literal('form'),
  id: z.string().nullish(),
  title: z.string().nullish(),
  submit_label: z.string().nullish(),
  fields: z.array(fieldSchema).max(30),
});
// spec §7: reads the title and the form element in the main area of contents.
const contactPageSchema = z.looseObject({
  title: z.string().default(''),
  contents: z
    .array(z.looseObject({ area: z.string(), elements: z.array(z.looseObject({ type: z.string() })).default([]) }))
    .default([]),
});

export function toContactForm(page: z.infer<typeof contactPageSchema>): ContactForm | null {
  for (const area of page.contents) {
    if (area.area !== 'main') continue;
    for (const element of area.elements) {
      const parsed = formElementSchema.safeParse(element);
      if (parsed.success) {
        const f = parsed.data;
        return {
          id: f.id ?? 'contactformulier',
          pageTitle: page.title,
          title: f.title ?? null,
          submitLabel: f.submit_label ?? null,
          fields: f.fields,
        };
      }
    }
  }
  return null;
}

/**
 * GET {cms}/{language}/{cname}/Contactformulier (spec §7), cached like pages; null when the CMS
 * has no usable form (the contact page then answers 500, a post 'failed').
 */
export async function loadContactForm(deps: ServiceDeps, { site, locale }: ServiceScope): Promise<ContactForm | null> {
  const url = `${deps.cmsBaseUrl}/${locale}/${encodeURIComponent(site.api.cname)}/Contactformulier`;
  try {
    return await deps.cached(cacheKey(site.id, 'cms', locale, '#form', 'Contactformulier'), deps.cmsCache, async () =>
      toContactForm(
        await getJson(url, contactPageSchema, {
          timeoutMs: deps.timeoutMs,
          headers: { 'x-requested-with': 'gkn-web' },
        }),
      ),
    );
  } catch (err) {
    deps.logger.warn({ err, site: site.id }, 'contact form call failed');
    return null;
  }
}
