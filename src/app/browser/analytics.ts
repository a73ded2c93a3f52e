// The analytics layer (requirements §8): window.dataLayer, as tag managers read it.

export type DataLayerEvent =
  | { event: 'page-view'; path: string; time: string }
  | { event: 'error-page'; status: number; path: string; time: string }
  | { event: 'cookie-consent'; consent: string; time: string };

export function pushEvent(event: DataLayerEvent): void {
  const w = window as unknown as { dataLayer?: unknown[] };
  (w.dataLayer ??= []).push(event);
}
