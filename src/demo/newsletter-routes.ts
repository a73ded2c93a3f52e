import express, { Router, type Request, type Response } from 'express';

// The demo's form services (docs/upstream-contracts.md §5): POST /newsletter, POST and GET
// /newsletter/search-alerts, and POST /contact.
// Deterministic, so tests can reach every answer:
//   - postal codes 9990–9999 (any letters) and letters ZZ are 'not found'; others exist;
//   - an address at fout.example fails with 500; one starting with 'bestaand@' or signed up
//     before (this process) is already registered;
//   - contact messages are accepted unless the message contains 'FOUT-DEMO' (500).

const POSTAL_CODE = /^([1-9][0-9]{3}) ?([A-Z]{2})$/;

export interface FormServiceLog {
  newsletter: { email: string; postal_code: string; site: string; language: string }[];
  contact: { site: string; language: string; form: string; fields: Record<string, string> }[];
  /** Search alerts (docs/upstream-contracts.md §5.3), in the order they were accepted. */
  searchAlerts: SearchAlert[];
}

export interface SearchAlert {
  email: string;
  site: string;
  language: string;
  search: { term: string; filters: { name: string; values: string[] }[]; path: string; page: string; feed: string };
}

/** A search alert's body, or null when it is not one (the demo answers 422). */
function searchAlertOf(body: unknown): SearchAlert | null {
  const { email, site, language, search } = (body ?? {}) as Record<string, unknown>;
  if (typeof email !== 'string' || typeof site !== 'string' || typeof language !== 'string') return null;
  const s = (search ?? {}) as Record<string, unknown>;
  const strings = [s.term, s.path, s.page, s.feed];
  if (!strings.every((v) => typeof v === 'string' && v !== '') || !Array.isArray(s.filters)) return null;
  const filters = (s.filters as unknown[]).map((g) => g as { name?: unknown; values?: unknown });
  if (!filters.every((g) => typeof g.name === 'string' && Array.isArray(g.values))) return null;
  return {
    email: email.toLowerCase(),
    site,
    language,
    search: {
      term: s.term as string,
      filters: filters.map((g) => ({ name: g.name as string, values: (g.values as unknown[]).map(String) })),
      path: s.path as string,
      page: s.page as string,
      feed: s.feed as string,
    },
  };
}

export function newsletterRouter(): { router: Router; received: FormServiceLog } {
  const router = Router();
  const received: FormServiceLog = { newsletter: [], contact: [], searchAlerts: [] };
  const registered = new Set<string>();
  router.use(express.json({ limit: '16kb' }));

  router.post('/newsletter', (req: Request, res: Response) => {
    const { email, postal_code: postalCode, site, language } = (req.body ?? {}) as Record<string, unknown>;
    if (typeof email !== 'string' || !email.includes('@')) return res.status(422).json({ status: 'invalid-email' });
    const m = typeof postalCode === 'string' ? POSTAL_CODE.exec(postalCode.toUpperCase()) : null;
    if (!m) return res.status(422).json({ status: 'invalid-postal-code' });
    if (Number(m[1]) >= 9990 || m[2] === 'ZZ') return res.status(422).json({ status: 'postal-code-not-found' });
    const address = email.toLowerCase();
    if (address.endsWith('@fout.example')) return res.status(500).json({ error: 'internal error' });
    if (address.startsWith('bestaand@') || registered.has(address))
      return res.status(409).json({ status: 'already-registered' });
    registered.add(address);
    received.newsletter.push({
      email: address,
      postal_code: `${m[1]} ${m[2]}`,
      site: String(site),
      language: String(language),
    });
    return res.status(201).json({ status: 'registered' });
  });

  // Search alerts (§5.3): the same addresses fail or are known as for the newsletter; one address
  // follows one search of a site once (the same site and path again: already registered).
  router.post('/newsletter/search-alerts', (req: Request, res: Response) => {
    const alert = searchAlertOf(req.body);
    if (!alert || !alert.email.includes('@')) return res.status(422).json({ status: 'invalid-email' });
    if (alert.email.endsWith('@fout.example')) return res.status(500).json({ error: 'internal error' });
    const known = received.searchAlerts.some(
      (a) => a.email === alert.email && a.site === alert.site && a.search.path === alert.search.path,
    );
    if (known || alert.email.startsWith('bestaand@')) return res.status(409).json({ status: 'already-registered' });
    received.searchAlerts.push(alert);
    return res.status(201).json({ status: 'registered' });
  });

  // What the demo accepted, for a person trying it (`curl {demo}/forms/newsletter/search-alerts?site=…`).
  router.get('/newsletter/search-alerts', (req: Request, res: Response) => {
    const site = typeof req.query.site === 'string' ? req.query.site : null;
    res.set('Cache-Control', 'no-store').json({
      searchAlerts: received.searchAlerts.filter((a) => site === null || a.site === site),
    });
  });

  router.post('/contact', (req: Request, res: Response) => {
    const { site, language, form, fields } = (req.body ?? {}) as Record<string, unknown>;
    if (typeof fields !== 'object' || fields === null) return res.status(400).json({ error: 'fields are required' });
    const values = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    if (Object.values(values).some((v) => v.includes('FOUT-DEMO')))
      return res.status(500).json({ error: 'internal error' });
    received.contact.push({ site: String(site), language: String(language), form: String(form), fields: values });
    return res.status(202).json({ status: 'received' });
  });
  return { router, received };
}
