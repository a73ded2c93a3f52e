import express, { Router, type Request, type Response } from 'express';

// The demo's form services (docs/upstream-contracts.md §5): POST /newsletter and POST /contact.
// Deterministic, so tests can reach every answer:
//   - postal codes 9990–9999 (any letters) and letters ZZ are 'not found'; others exist;
//   - an address at fout.example fails with 500; one starting with 'bestaand@' or signed up
//     before (this process) is already registered;
//   - contact messages are accepted unless the message contains 'FOUT-DEMO' (500).

const POSTAL_CODE = /^([1-9][0-9]{3}) ?([A-Z]{2})$/;

export interface FormServiceLog {
  newsletter: { email: string; postal_code: string; site: string; language: string }[];
  contact: { site: string; language: string; form: string; fields: Record<string, string> }[];
}

export function newsletterRouter(): { router: Router; received: FormServiceLog } {
  const router = Router();
  const received: FormServiceLog = { newsletter: [], contact: [] };
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
