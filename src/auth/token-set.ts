import type { TokenEndpointResponse, TokenEndpointResponseHelpers } from 'openid-client';
import type { SessionTokens, SessionUser } from './auth-session.js';
import { personNameOf } from './person-name.js';
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

/**
 * The user from the ID token's claims (openid, profile, email scopes), and from the userinfo
 * endpoint's when the ID token names nobody (`userinfo`). The name is null when neither gives
 * one that may be published (person-name.ts).
 */
export function sessionUserOf(claims: Record<string, unknown>, userinfo?: Record<string, unknown>): SessionUser {
  const sub = String(claims.sub);
  const email = [claims.email, userinfo?.email].find((v): v is string => typeof v === 'string' && v !== '') ?? null;
  return {
    sub,
    id: userIdOf(sub),
    name: personNameOf(claims, sub) ?? (userinfo ? personNameOf(userinfo, sub) : null),
    email,
  };
}

/** Whether the ID token's claims name the person (else the userinfo endpoint is asked). */
export const namesThePerson = (claims: Record<string, unknown>) => personNameOf(claims, String(claims.sub)) !== null;
