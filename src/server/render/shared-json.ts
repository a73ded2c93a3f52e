import { scriptJson } from './document-template.js';
import { deepFreeze } from '../../model/deep-freeze.js';

/**
 * JSON of values that are shared between requests and never changed (menu, footer and page
 * content as the cache hands them out, resolved once: services/resolve-stored-urls.ts): serialised
 * once per value, not on every page that carries them in its hydration data.
 */
const shared = new WeakSet<object>();
const json = new WeakMap<object, string>();

/**
 * Marks `value` as shared and immutable from now on: its JSON may be reused. It is deep-frozen
 * (once per value), so code that would change it for one request fails loudly instead of
 * changing it for every request that shares it.
 */
export function markShared<T extends object>(value: T): T {
  deepFreeze(value);
  shared.add(value);
  return value;
}

/** The script-safe JSON of a shared value (document-template.ts scriptJson), computed on first use. */
function sharedJson(value: object): string {
  let text = json.get(value);
  if (text === undefined) json.set(value, (text = scriptJson(value)));
  return text;
}

/**
 * `scriptJson(value)` (for the plain data of loaders: no toJSON, no cycles), reusing the JSON of
 * shared values found among the first `depth` levels of plain objects. A shared value deeper down
 * is serialised with its parent. Undefined for undefined, as JSON.stringify.
 */
export function scriptJsonWithShared(value: unknown, depth: number): string | undefined {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value === null || typeof value !== 'object') return scriptJson(value);
  if (shared.has(value)) return sharedJson(value);
  if (depth <= 0 || Array.isArray(value) || value instanceof Date) return scriptJson(value);
  let out = '';
  for (const key of Object.keys(value)) {
    const text = scriptJsonWithShared((value as Record<string, unknown>)[key], depth - 1);
    // As JSON.stringify: properties that are undefined (or functions, symbols) are left out.
    if (text === undefined) continue;
    out += `${out ? ',' : ''}${scriptJson(key)}:${text}`;
  }
  return `{${out}}`;
}
