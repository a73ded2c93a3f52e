// A map item's distance as the page's language writes it (2,3 km in Dutch, 2.3 km in English),
// without Intl: the first Intl formatter of a page loads the locale's data, 20-30 ms on this
// machine and about 100 ms at Lighthouse's 4x phone CPU, in the middle of hydration (docs/benchmark.md,
// "Lighthouse"; search-labels.ts's formatCount does the same for result counts). The distance has
// one decimal at most (map-service.ts rounds it), as toLocaleString would show it.

/** `km` to one decimal, grouped by thousands, the decimal dropped when it is 0. */
export function formatDistanceKm(km: number, locale: string): string {
  const [whole, tenth] = km.toFixed(1).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'en' ? ',' : '.');
  return tenth === '0' ? grouped : `${grouped}${locale === 'en' ? '.' : ','}${tenth}`;
}
