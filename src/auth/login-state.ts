import { hkdfSync } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type { PendingLogin } from './auth-session.js';

/**
 * How long a started login may take at the identity provider (typing a password, a second
 * factor): minutes, not the session's hours.
 */
export const LOGIN_STATE_TTL_S = 10 * 60;

/**
 * The cookie that carries a login in progress (docs/architecture.md §6.3): with the session
 * cookie's rules (HttpOnly, SameSite=Lax, and over HTTPS Secure with the `__Host-` prefix). Lax is
 * enough: the identity provider sends the browser back with a top-level GET.
 */
export function loginStateCookieName(secure: boolean): string {
  return secure ? '__Host-gkn.login' : 'gkn.login';
}

const ALGORITHMS = { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] };

/**
 * A login's state (state, nonce, PKCE verifier, return path) sealed into the browser's cookie
 * rather than stored on the server: starting a login stores nothing, so no number of starts can
 * fill Redis or this process's memory. The value is encrypted and authenticated (a JWE, A256GCM,
 * under a key derived from the session secret), so the browser can neither read the PKCE verifier
 * nor change the return path, and it expires with the cookie.
 */
export function loginStateSealer(secrets: string[]) {
  const keys = secrets.map(
    (secret) => new Uint8Array(hkdfSync('sha256', secret, 'gkn-web', 'login state in a cookie', 32)),
  );
  return {
    seal: (login: PendingLogin): Promise<string> =>
      new EncryptJWT({ ...login })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(`${LOGIN_STATE_TTL_S}s`)
        .encrypt(keys[0]!),

    /** The login this cookie started, or null (absent, expired, altered, or sealed under another secret). */
    async open(value: string | undefined): Promise<PendingLogin | null> {
      if (!value || value.length > 4096) return null;
      for (const key of keys) {
        try {
          const { payload } = await jwtDecrypt(value, key, ALGORITHMS);
          return pendingLoginOf(payload);
        } catch {
          // Another key (a rotated secret) may open it.
        }
      }
      return null;
    },
  };
}

function pendingLoginOf(p: Record<string, unknown>): PendingLogin | null {
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  const state = text(p.state);
  const nonce = text(p.nonce);
  const codeVerifier = text(p.codeVerifier);
  const returnTo = text(p.returnTo);
  if (!state || !nonce || !codeVerifier || !returnTo) return null;
  return { state, nonce, codeVerifier, returnTo, popup: p.popup === true };
}
