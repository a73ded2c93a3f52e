// The embed protocol of our own (no third-party resizer): the portlet in a frame tells the
// embedding page its height; both sides check origins. See docs/sites.md "Embedding a portlet".

export const HELLO = 'gkn-portlet:hello';
export const HEIGHT = 'gkn-portlet:height';

export interface HeightMessage {
  type: typeof HEIGHT;
  domain: string;
  height: number;
}

/** The origin of a URL, or null (an empty or odd referrer). */
export function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The parent's origin when it is one of the portlet's embed origins, else null (never talk to others). */
export function allowedParentOrigin(candidate: string | null, embedOrigins: readonly string[]): string | null {
  return candidate !== null && embedOrigins.includes(candidate) ? candidate : null;
}
