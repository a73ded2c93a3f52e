/**
 * Freezes `value` and everything it holds, so code that would change a value shared between
 * requests (cached upstream data, site files) fails loudly instead of changing it for everyone.
 * A frozen object is taken as frozen through and through (each value is frozen once).
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
