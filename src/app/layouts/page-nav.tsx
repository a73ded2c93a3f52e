import { lazy, memo, Suspense } from 'react';
import { loadComponentOrReload } from '../browser/chunk-reload.js';
import type { AlphabetEntry, TocEntry } from '../../model/page-chrome.js';

// The table of contents and the alphabet bar are code-split: only pages that carry those hints
// load them, so the first-load bundle stays within budget. The server has them loaded before its
// first request and renders them inline; in the browser a React.lazy inside <Suspense> keeps the
// server's HTML during hydration until the chunk arrives (no mismatch, works without JavaScript).
type TocModule = typeof import('../components/toc/TocBar.js');
type AlphabetModule = typeof import('../components/alphabet/AlphabetBar.js');

const onServer = typeof document === 'undefined';
let tocModule: TocModule | null = null;
let alphabetModule: AlphabetModule | null = null;
const loadToc = () => import('../components/toc/TocBar.js').then((m) => (tocModule = m));
const loadAlphabet = () => import('../components/alphabet/AlphabetBar.js').then((m) => (alphabetModule = m));
if (onServer) {
  void loadToc();
  void loadAlphabet();
}

// A chunk that fails during a client navigation reloads the page (requirements §8), not the error page.
const LazyToc = lazy(
  loadComponentOrReload<{ entries: TocEntry[] }>(() => loadToc().then((m) => ({ default: m.TocBar }))),
);
const LazyAlphabet = lazy(
  loadComponentOrReload<{ letters: AlphabetEntry[] }>(() => loadAlphabet().then((m) => ({ default: m.AlphabetBar }))),
);

// memo: the bar re-renders on its own scroll states (at top, past 150px). A boundary still waiting
// for its chunk that gets an update is rendered afresh, with its fallback (nothing): the row
// vanished from the bar and came back when the chunk arrived, so the bar shrank and grew and the
// page's scroll padding followed it. With memo the update stops here while the entries (the
// loader's data) are the same, and the server's HTML stays until the chunk is there.
export const PageToc = memo(function PageToc({ entries }: { entries: TocEntry[] }) {
  const Toc = onServer && tocModule ? tocModule.TocBar : LazyToc;
  return (
    <Suspense fallback={null}>
      <Toc entries={entries} />
    </Suspense>
  );
});

export const PageAlphabet = memo(function PageAlphabet({ letters }: { letters: AlphabetEntry[] }) {
  const Alphabet = onServer && alphabetModule ? alphabetModule.AlphabetBar : LazyAlphabet;
  return (
    <Suspense fallback={null}>
      <Alphabet letters={letters} />
    </Suspense>
  );
});
