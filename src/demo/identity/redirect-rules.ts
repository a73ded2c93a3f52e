// Which return addresses the demo provider accepts for its one client. oidc-provider compares
// redirect URIs exactly, but the product runs on any port (tests pick free ones) and answers on
// every `<site>.localhost`: so the client accepts its callback path on any loopback origin, plus
// the origins the demo was started with (a server on a real host name).

const LOOPBACK_HOST = /^(?:127\.0\.0\.1|\[::1\]|localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.localhost)$/i;

export const CALLBACK_PATH = '/auth/callback';

function parse(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

function originAllowed(url: URL, extraOrigins: readonly string[]): boolean {
  if (url.username || url.password || url.hash) return false;
  if (extraOrigins.includes(url.origin)) return true;
  return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOST.test(url.hostname);
}

/** `<origin>/auth/callback` (no query) on a loopback or configured origin. */
export function redirectUriAllowed(value: string, extraOrigins: readonly string[]): boolean {
  const url = parse(value);
  return !!url && url.pathname === CALLBACK_PATH && !url.search && originAllowed(url, extraOrigins);
}

/** Any page on a loopback or configured origin: logout returns to the page the visitor left. */
export function postLogoutRedirectUriAllowed(value: string, extraOrigins: readonly string[]): boolean {
  const url = parse(value);
  return !!url && originAllowed(url, extraOrigins);
}
