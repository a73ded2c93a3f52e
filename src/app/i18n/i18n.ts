import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from '../../model/services.js';

// One instance per locale, created once and picked per request: never activate() a shared
// instance while requests run concurrently (docs/architecture.md §14.4). Catalogs are loaded on demand so
// the browser's first load carries only the page's own language: the server loads both at boot
// (loadAllCatalogs), the browser the page's before hydrating and the other one right after.
const instances: Record<Locale, I18n> = {
  nl: setupI18n({ locale: 'nl', messages: { nl: {} } }),
  en: setupI18n({ locale: 'en', messages: { en: {} } }),
};

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  nl: () => import('../../../locales/nl/messages.js'),
  en: () => import('../../../locales/en/messages.js'),
};

const loading = new Map<Locale, Promise<void>>();

export function i18nFor(locale: Locale): I18n {
  return instances[locale];
}

/** Loads a locale's compiled catalog into its instance, once. */
export function loadCatalog(locale: Locale): Promise<void> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = catalogs[locale]().then(({ messages }) => instances[locale].load(locale, messages));
    loading.set(locale, pending);
  }
  return pending;
}

export function loadAllCatalogs(): Promise<void> {
  return Promise.all((Object.keys(catalogs) as Locale[]).map(loadCatalog)).then(() => undefined);
}
