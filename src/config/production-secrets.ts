import type { Config } from './config.js';

/**
 * What a production install must be given (docs/security.md, "What an operator must configure"):
 * its own secrets, never the placeholders an example file ships. A random secret per process (the
 * development fallback) would silently break logins and forms across instances and restarts, and
 * a published placeholder lets anyone sign a purge, a form token or a session.
 */

/** Words example files put where a secret goes; a secret containing one was never generated. */
const PLACEHOLDER = /change[-_. ]?me|replace[-_. ]?me|placeholder|your[-_. ]?secret|dev[-_. ]?only|not[-_. ]?secret/i;

export const isPlaceholderSecret = (value: string) => PLACEHOLDER.test(value);

export interface SecretsInUse {
  FORM_SECRET: string | undefined;
  /** The session's signing secrets: needed when the login is configured. */
  SESSION_SECRET: string[] | undefined;
  loginConfigured: boolean;
  /** Optional features: a secret is checked only when it is given. */
  REVALIDATE_SECRET: string | undefined;
  EDGE_PURGE_SECRET: string | undefined;
  OIDC_CLIENT_SECRET: string | undefined;
}

/** The secrets a configuration uses, by the variables that set them. */
const secretsOf = (config: Config): SecretsInUse => ({
  FORM_SECRET: config.formSecret,
  SESSION_SECRET: config.session.secrets,
  loginConfigured: config.oidc !== null,
  REVALIDATE_SECRET: config.revalidateSecret,
  EDGE_PURGE_SECRET: config.edgePurge?.secret,
  OIDC_CLIENT_SECRET: config.oidc?.clientSecret,
});

/**
 * The one problem line a production start refuses with, or null (also outside production: a
 * development checkout and the tests run without secrets). It names every variable to set
 * (missing, or a known placeholder) and how to make a value.
 */
export function productionSecretsProblem(config: Config): string | null {
  if (config.env !== 'production') return null;
  const s = secretsOf(config);
  const missing = [
    ...(s.FORM_SECRET === undefined ? ['FORM_SECRET'] : []),
    ...(s.loginConfigured && s.SESSION_SECRET === undefined ? ['SESSION_SECRET'] : []),
  ];
  const given: Array<[string, string[] | undefined]> = [
    ['SESSION_SECRET', s.SESSION_SECRET],
    ['FORM_SECRET', s.FORM_SECRET === undefined ? undefined : [s.FORM_SECRET]],
    ['REVALIDATE_SECRET', s.REVALIDATE_SECRET === undefined ? undefined : [s.REVALIDATE_SECRET]],
    ['EDGE_PURGE_SECRET', s.EDGE_PURGE_SECRET === undefined ? undefined : [s.EDGE_PURGE_SECRET]],
    ['OIDC_CLIENT_SECRET', s.OIDC_CLIENT_SECRET === undefined ? undefined : [s.OIDC_CLIENT_SECRET]],
  ];
  const placeholders = given.filter(([, values]) => values?.some(isPlaceholderSecret)).map(([name]) => name);
  const toSet = [...new Set([...missing, ...placeholders])];
  if (toSet.length === 0) return null;
  const why = [
    ...(missing.length ? [`${missing.join(', ')} unset`] : []),
    ...(placeholders.length ? [`${placeholders.join(', ')} a known placeholder`] : []),
  ].join('; ');
  return `NODE_ENV=production needs its own secrets: set ${toSet.join(', ')} (${why}); each at least 32 random characters, e.g. \`openssl rand -hex 32\``;
}
