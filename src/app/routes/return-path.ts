/**
 * requirements §10.5: return-to paths are same-origin relative paths only. A path must
 * start with exactly one '/'; '//host' and '/\host' are protocol-relative to browsers, and
 * control characters are stripped by them (so '/\t/host' would become '//host'). Anything else
 * goes home.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
  const hasControlCharacter = /[\u0000-\u001f\u007f]/.test(value);
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter) return '/';
  // Belt and braces: whatever the browser makes of it must stay on our origin.
  const resolved = new URL(value, 'http://gkn.internal');
  return resolved.origin === 'http://gkn.internal' ? value : '/';
}
