import type { Answer } from './edge-stack.js';

// Mozilla's HTTP Observatory rules (its published score table: each outcome adds or takes
// points from 100; the bonuses count only when the penalties leave at least 90; 100 and up is
// A+), applied to what a scan of one site sees: the plain-HTTP redirect chain, the HTTPS home
// page and robots.txt, and a CORS preflight. The scanner itself cannot run in CI (its install
// downloads CA and preload lists); docs/security.md "The edge" says how it was run by hand.
// Outcomes no site of ours can have (HSTS preload, a header that does not parse) are not modelled.

export interface Scan {
  /** The redirect chain from http://host/ (each answer and the URL it answered). */
  redirects: { url: URL; res: Answer }[];
  /** The HTTPS home page. */
  page: Answer;
  /** Every answer the scan saw over HTTPS (cookies are collected from all of them). */
  seen: Answer[];
  /** The answer to a CORS preflight from a foreign origin. */
  preflight: Answer;
  origin: URL;
}

export interface Outcome {
  rule: string;
  result: string;
  points: number;
}

const header = (res: Answer, name: string) => {
  const v = res.headers[name];
  return Array.isArray(v) ? v.join(', ') : (v ?? '');
};

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), sources);
  }
  return map;
}

function redirection(scan: Scan): Outcome {
  const rule = 'redirection';
  const chain = scan.redirects;
  if (chain.length < 2) return { rule, result: 'missing', points: -20 };
  if (chain.at(-1)!.url.protocol !== 'https:') return { rule, result: 'not-to-https', points: -20 };
  if (chain[1]!.url.protocol !== 'https:') return { rule, result: 'not-to-https-on-initial', points: -10 };
  if (chain[0]!.url.hostname !== chain[1]!.url.hostname) return { rule, result: 'off-host', points: -5 };
  return { rule, result: 'to-https', points: 0 };
}

function hsts(scan: Scan): Outcome {
  const rule = 'strict-transport-security';
  const maxAge = /max-age=(\d+)/i.exec(header(scan.page, 'strict-transport-security'))?.[1];
  if (maxAge === undefined) return { rule, result: 'not-implemented', points: -20 };
  if (Number(maxAge) < 15_768_000) return { rule, result: 'less-than-six-months', points: -10 };
  return { rule, result: 'at-least-six-months', points: 0 };
}

function csp(scan: Scan): Outcome {
  const rule = 'content-security-policy';
  const raw = header(scan.page, 'content-security-policy');
  if (!raw) return { rule, result: 'not-implemented', points: -25 };
  const d = directives(raw);
  const of = (name: string) => d.get(name) ?? d.get('default-src') ?? ['*'];
  const script = of('script-src');
  // 'unsafe-inline' is ignored by browsers that honour a hash, a nonce or 'strict-dynamic'.
  const inlineNeutralised = script.some((s) => /^'(sha\d+-|nonce-|strict-dynamic)/.test(s));
  if (script.includes("'unsafe-inline'") && !inlineNeutralised) return { rule, result: 'unsafe-inline', points: -20 };
  if (script.includes("'unsafe-eval'")) return { rule, result: 'unsafe-eval', points: -10 };
  const active = ['script-src', 'style-src', 'object-src', 'connect-src', 'frame-src'].flatMap(of);
  const insecure = (s: string) => s === 'http:' || s.startsWith('http://') || s === '*';
  if (active.some(insecure)) return { rule, result: 'insecure-scheme', points: -20 };
  if (['img-src', 'media-src', 'font-src'].flatMap(of).some(insecure))
    return { rule, result: 'insecure-scheme-in-passive-content-only', points: -10 };
  const formAction = d.get('form-action') ?? [];
  if (d.get('default-src')?.join(' ') === "'none'" && ["'none'", "'self'"].includes(formAction.join(' ')))
    return { rule, result: 'no-unsafe-default-src-none', points: 10 };
  return { rule, result: 'no-unsafe', points: 5 };
}

function cookies(scan: Scan): Outcome {
  const rule = 'cookies';
  const all = scan.seen.flatMap((res) => res.headers['set-cookie'] ?? []);
  if (all.length === 0) return { rule, result: 'not-found', points: 0 };
  if (all.some((c) => !/;\s*secure/i.test(c))) return { rule, result: 'without-secure-flag', points: -20 };
  if (all.some((c) => !/;\s*samesite=(strict|lax|none)/i.test(c)))
    return { rule, result: 'secure-without-samesite', points: 0 };
  return { rule, result: 'secure-with-httponly-sessions-and-samesite', points: 5 };
}

function cors(scan: Scan): Outcome {
  const rule = 'cross-origin-resource-sharing';
  const allowed = header(scan.preflight, 'access-control-allow-origin');
  if (!allowed) return { rule, result: 'not-implemented', points: 0 };
  if (allowed !== '*' && header(scan.preflight, 'access-control-allow-credentials') === 'true')
    return { rule, result: 'universal-access', points: -50 };
  return { rule, result: allowed === '*' ? 'public-access' : 'restricted-access', points: 0 };
}

function referrerPolicy(scan: Scan): Outcome {
  const rule = 'referrer-policy';
  const policies = header(scan.page, 'referrer-policy')
    .toLowerCase()
    .split(',')
    .map((p) => p.trim());
  const last = policies.at(-1) ?? '';
  if (!last) return { rule, result: 'not-implemented', points: 0 };
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last))
    return { rule, result: 'private', points: 5 };
  return { rule, result: 'unsafe', points: -5 };
}

function subresourceIntegrity(scan: Scan): Outcome {
  const rule = 'subresource-integrity';
  const scripts = [...scan.page.body.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
  const external = scripts.filter((tag) => {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    return src !== undefined && new URL(src, scan.origin).origin !== scan.origin.origin;
  });
  if (external.length === 0) return { rule, result: 'all-scripts-from-secure-origin', points: 0 };
  if (external.some((tag) => !/\bintegrity=/.test(tag))) return { rule, result: 'external-without-sri', points: -5 };
  return { rule, result: 'implemented', points: 5 };
}

function contentTypeOptions(scan: Scan): Outcome {
  const rule = 'x-content-type-options';
  return header(scan.page, 'x-content-type-options').toLowerCase() === 'nosniff'
    ? { rule, result: 'nosniff', points: 0 }
    : { rule, result: 'not-implemented', points: -5 };
}

function frameOptions(scan: Scan): Outcome {
  const rule = 'x-frame-options';
  const ancestors = directives(header(scan.page, 'content-security-policy')).get('frame-ancestors');
  if (ancestors && !ancestors.includes('*')) return { rule, result: 'implemented-via-csp', points: 5 };
  if (/^(deny|sameorigin)$/i.test(header(scan.page, 'x-frame-options')))
    return { rule, result: 'sameorigin-or-deny', points: 0 };
  return { rule, result: 'not-implemented', points: -20 };
}

function resourcePolicy(scan: Scan): Outcome {
  const rule = 'cross-origin-resource-policy';
  const corp = header(scan.page, 'cross-origin-resource-policy').toLowerCase();
  if (corp === 'same-origin' || corp === 'same-site') return { rule, result: `implemented-with-${corp}`, points: 10 };
  return { rule, result: corp ? 'implemented-with-cross-origin' : 'not-implemented', points: 0 };
}

/** Every rule's outcome, the score and the grade the Observatory would give. */
export function grade(scan: Scan): { outcomes: Outcome[]; score: number; grade: string } {
  const outcomes = [
    csp,
    cookies,
    cors,
    redirection,
    referrerPolicy,
    hsts,
    subresourceIntegrity,
    contentTypeOptions,
    frameOptions,
    resourcePolicy,
  ].map((rule) => rule(scan));
  const penalties = outcomes.reduce((sum, o) => sum + Math.min(o.points, 0), 100);
  const score = penalties >= 90 ? outcomes.reduce((sum, o) => sum + o.points, 100) : penalties;
  const bands: [number, string][] = [
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
  ];
  return { outcomes, score, grade: bands.find(([min]) => score >= min)?.[1] ?? 'F' };
}
