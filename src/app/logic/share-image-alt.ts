import type { I18n } from '@lingui/core';

/** The text alternative of a site's default share image (og:image:alt): its logo on its colours. */
export const shareImageAlt = (i18n: I18n, site: string): string =>
  i18n._({ id: 'seo.share-image.alt', message: 'Logo van {site}', values: { site } });
