import { UpstreamError } from './upstream-error.js';

/** Values that URL parsers (fetch included) resolve as a path step, even percent-encoded. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * `{base}/{segment}/{segment}…` with each value encoded as exactly one path segment: its '/',
 * '\', '%', '?' and '#' become escapes, so a value can never add a segment, leave the base or
 * start a query. A value that is empty or a dot-segment ('.', '..') would still move the path
 * once parsed, so it names no upstream resource: answered as 'not found' (404) without a call.
 */
export function upstreamUrl(base: string, segments: readonly string[]): string {
  const root = base.replace(/\/+$/, '');
  for (const segment of segments) {
    if (segment === '' || DOT_SEGMENT.test(segment)) throw new UpstreamError('status', root, 404);
  }
  return [root, ...segments.map(encodeURIComponent)].join('/');
}

/**
 * True when `url`, once parsed (dot-segments resolved), is still under `base`: for URLs an
 * upstream hands us (prepared queries) that we call as they are.
 */
export function isUnderBase(url: string, base: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const root = new URL(base.endsWith('/') ? base : `${base}/`);
  return (
    parsed.origin === root.origin && !parsed.username && !parsed.password && parsed.pathname.startsWith(root.pathname)
  );
}
