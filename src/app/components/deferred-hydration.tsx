import { createElement, memo, Suspense, type ReactNode } from 'react';

/**
 * A component whose server-rendered HTML is hydrated after the rest of the page, in slices (docs/benchmark.md,
 * Lighthouse). React hydrates the page outside any <Suspense> boundary in one piece, one long task
 * on a phone; a boundary it finds already rendered by the server it hydrates later, at its lowest
 * priority, giving the main thread back every few milliseconds. The page looks the same meanwhile
 * (it is the server's HTML), and a click or key press inside hydrates the boundary at once first.
 *
 * memo: a boundary whose props change before it is hydrated (the parent re-rendered, for instance
 * when `useEnhanced` turns true right after hydration) is hydrated at once, in one piece, which
 * would undo this. So the parent must pass props that stay equal (===) until the visitor acts:
 * data from the loader as it is, memoized objects and stable callbacks.
 */
export function deferHydration<P extends object>(Component: (props: P) => ReactNode) {
  function Deferred(props: P) {
    return <Suspense fallback={null}>{createElement(Component, props)}</Suspense>;
  }
  Deferred.displayName = `Deferred(${Component.name})`;
  return memo(Deferred);
}
