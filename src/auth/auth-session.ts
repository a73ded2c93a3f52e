import type { Request, Response } from 'express';
import { AUTH_FLAG_COOKIE } from './session-cookies.js';

/** Who is logged in: what the IdP's ID token says, nothing secret. */
export interface SessionUser {
  /** The IdP's subject. */
  sub: string;
  /** The user API's id: the subject after its last pipe (src/auth/subject.ts). */
  id: string;
  /**
   * The name comments are posted under and the header shows (src/auth/person-name.ts); null when
   * the IdP gave none fit to publish (never the e-mail address or the subject).
   */
  name: string | null;
  email: string | null;
}

/** Tokens stay here, on the server; the browser never sees them. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string | null;
  idToken: string | null;
  /** When the access token expires (ms since the epoch). */
  expiresAt: number;
}

/** A login in progress: what the callback checks the IdP's answer against (kept in a sealed cookie, login-state.ts). */
export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  popup: boolean;
}

declare module 'express-session' {
  interface SessionData {
    user: SessionUser;
    tokens: SessionTokens;
  }
}

/** The logged-in user of this request, or null (no session, or no completed login in it). */
export function currentUser(req: Request): SessionUser | null {
  return (req.session?.user && req.session.tokens && req.session.user) || null;
}

export interface CookieRules {
  sessionCookieName: string;
  secureCookie: boolean;
  ttlS: number;
}

/** The readable flag cookie, set beside the session cookie with the same lifetime. */
export function setAuthFlag(res: Response, rules: CookieRules): void {
  res.cookie(AUTH_FLAG_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure: rules.secureCookie,
    path: '/',
    maxAge: rules.ttlS * 1000,
  });
}

/** Forgets the session on the server and both cookies in the browser. */
export function endSession(req: Request, res: Response, rules: CookieRules): Promise<void> {
  const cookie = { path: '/', sameSite: 'lax' as const, secure: rules.secureCookie };
  res.clearCookie(rules.sessionCookieName, { ...cookie, httpOnly: true });
  res.clearCookie(AUTH_FLAG_COOKIE, cookie);
  if (!req.session) return Promise.resolve();
  return new Promise((resolve) => req.session.destroy(() => resolve()));
}

/** A new session id for the same visitor, keeping nothing of the old session (session fixation). */
export function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
}

export function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
}
