import { defineConfig } from '@lingui/cli';

// Explicit message ids, PO catalogs, no macros (esbuild has no Lingui macro plugin).
// Compiled to TypeScript so tsx, esbuild and tests read the same catalogs.
export default defineConfig({
  sourceLocale: 'nl',
  locales: ['nl', 'en'],
  fallbackLocales: { default: 'nl' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src/app'] }],
  format: 'po',
  compileNamespace: 'ts',
});
