import { lazy, Suspense } from 'react';
import { loadComponentOrReload } from '../browser/chunk-reload.js';

// The error page is code-split (the first-load budget, decision 010), as the table of contents is
// (layouts/page-nav.tsx): the server has it loaded before its first request and renders it inline;
// in the browser a React.lazy inside <Suspense> keeps the server's HTML during hydration until the
// chunk arrives. The browser fetches the chunk once the page is interactive (preloadErrorPage), so
// a navigation that fails later, offline too, finds its error page already there.
type ErrorPageModule = typeof import('./ErrorPage.js');
type ErrorPageProps = Parameters<ErrorPageModule['ErrorPage']>[0];

let errorPageModule: ErrorPageModule | null = null;
const loadErrorPage = () => import('./ErrorPage.js').then((m) => (errorPageModule = m));
if (typeof document === 'undefined') void loadErrorPage();

const LazyPage = lazy(
  loadComponentOrReload<ErrorPageProps>(() => loadErrorPage().then((m) => ({ default: m.ErrorPage }))),
);

/** Fetches the error page's chunk ahead of need (the browser behaviours call it once interactive). */
export function preloadErrorPage(): void {
  loadErrorPage().catch(() => {});
}

/** The error page (ErrorPage.tsx), rendered at once where its module is loaded, else once it is. */
export function ErrorPage(props: ErrorPageProps) {
  const Page = errorPageModule ? errorPageModule.ErrorPage : LazyPage;
  return (
    <Suspense fallback={null}>
      <Page {...props} />
    </Suspense>
  );
}
