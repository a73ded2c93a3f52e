import type { NextFunction, Request, Response } from 'express';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

// Bearer tokens for the user API: JWT access tokens from the identity provider, checked against
// its published keys (JWKS) for signature, issuer, audience (this API), type and expiry.

export interface TokenUser {
  /** The subject's part after the last pipe (requirements §3). */
  userId: string;
  sub: string;
  nickname: string | undefined;
}

export function userIdOf(sub: string): string {
  return sub.slice(sub.lastIndexOf('|') + 1);
}

export function tokenVerifier(opts: { issuer: string; audience: string; jwksUri: string; algorithms?: string[] }) {
  const keys = createRemoteJWKSet(new URL(opts.jwksUri));
  return async (token: string): Promise<TokenUser> => {
    const { payload } = await jwtVerify<JWTPayload & { nickname?: unknown }>(token, keys, {
      issuer: opts.issuer,
      audience: opts.audience,
      typ: 'at+jwt',
      algorithms: opts.algorithms ?? ['RS256'],
      requiredClaims: ['sub', 'exp'],
    });
    const sub = payload.sub!;
    return {
      sub,
      userId: userIdOf(sub),
      nickname: typeof payload.nickname === 'string' ? payload.nickname : undefined,
    };
  };
}

/** The request's user, set by `bearer()`. */
export const userOf = (res: Response): TokenUser | undefined => res.locals.user as TokenUser | undefined;

/**
 * Checks the Authorization header. `required`: no token is a 401; otherwise a request without one
 * passes as anonymous. A token that is present but invalid or expired is always a 401.
 */
export function bearer(verify: (token: string) => Promise<TokenUser>, required: boolean) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const header = req.headers.authorization;
    const token = header && /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!header && !required) return next();
    if (!token) return unauthenticated(res, 'invalid_request');
    try {
      res.locals.user = await verify(token);
    } catch {
      return unauthenticated(res, 'invalid_token');
    }
    return next();
  };
}

function unauthenticated(res: Response, error: 'invalid_request' | 'invalid_token') {
  res.status(401).set('www-authenticate', `Bearer error="${error}"`).json({ message: 'Unauthenticated.' });
}
