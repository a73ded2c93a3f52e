import type { Page } from 'playwright-core';

export interface Transferred {
  /** Bytes on the wire (headers and encoded bodies), as Chromium's network panel counts them. */
  total: number;
  /** The part of `total` that was images. */
  images: number;
  /** Each image fetched: its address and its bytes on the wire. */
  imageRequests: { url: string; bytes: number }[];
  /** Bytes on the wire by Chromium's resource type (Document, Script, Font, Image, Media…). */
  byType: Record<string, number>;
}

/**
 * What the page at `url` transfers until its network is idle, counted by Chromium itself
 * (Network.loadingFinished's encodedDataLength), with the browser cache off so every byte counts.
 */
export async function transferredBytes(page: Page, url: string): Promise<Transferred> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map<string, { type: string; url: string }>();
  const result: Transferred = { total: 0, images: 0, imageRequests: [], byType: {} };
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, { type: e.type, url: e.response.url }));
  cdp.on('Network.loadingFinished', (e) => {
    result.total += e.encodedDataLength;
    const seen = types.get(e.requestId);
    const type = seen?.type ?? 'Other';
    result.byType[type] = (result.byType[type] ?? 0) + e.encodedDataLength;
    if (seen?.type === 'Image') {
      result.images += e.encodedDataLength;
      result.imageRequests.push({ url: seen.url, bytes: e.encodedDataLength });
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await cdp.detach();
  return result;
}
