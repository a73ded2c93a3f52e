import type { TokenEndpointResponse, TokenEndpointResponseHelpers } from 'openid-client';
import type { SessionTokens, SessionUser } from './auth-session.js';
import { userIdOf } from './subject.js';

/** A token response without a lifetime is treated as short-lived: refreshed within minutes. */
const DEFAULT_LIFETIME_S = 300;

/** What the session keeps of a token response; a refresh that omits a token keeps the previous one. */
export function sessionTokensOf(
  response: TokenEndpointResponse & TokenEndpointResponseHelpers,
  now: number,
  previous?: SessionTokens,
): SessionTokens {
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? previous?.refreshToken ?? null,
    idToken: response.id_token ?? previous?.idToken ?? null,
    expiresAt: now + (response.expiresIn() ?? DEFAULT_LIFETIME_S) * 1000,
  };
}

/** The user from the ID token's claims (openid, profile, email scopes). */
export function sessionUserOf(claims: Record<string, unknown>): SessionUser {
  const sub = String(claims.sub);
  const text = (key: string) =>
    typeof claims[key] === 'string' && claims[key] !== '' ? (claims[key] as string) : null;
  const email = text('email');
  return {
    sub,
    id: userIdOf(sub),
    name: text('nickname') ?? text('name') ?? text('preferred_username') ?? email?.split('@')[0] ?? userIdOf(sub),
    email,
  };
}
