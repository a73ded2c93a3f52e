import express, { type NextFunction, type Request, type Response } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { CmsContent } from './cms-content.js';
import { cmsRouter } from './cms-routes.js';
import { DEFAULT_RECORD_COUNT, DEFAULT_SEED, generateRecords } from './corpus.js';
import { FaultRegistry, faultRequestSchema, type DemoFault, type DemoTarget } from './faults.js';
import { demoMedia } from './media.js';
import { demoVideo } from './media-video.js';
import { defineScopes } from './scopes.js';
import { SearchIndex } from './search-index.js';
import { demoRequestLog } from './request-log.js';
import { knowledgeIndexRouter, searchRouter } from './search-routes.js';
import { loadCorpusFile } from './seed.js';
import { loadDemoSites } from './site-files.js';
import { newsletterRouter, type FormServiceLog } from './newsletter-routes.js';
import { fakeChatCompletionsRouter } from './fake-chat-completions.js';
import { PLANTED_RECORDS } from './planted-records.js';

// The embedded demo upstream: one HTTP server with the CMS under /cms, the search service under
// /search/ and the knowledge index under /kennisindex, speaking the requirements §7 contracts
// (docs/upstream-contracts.md). The product reaches it only over HTTP, as it would production.

export type { DemoFault, DemoTarget } from './faults.js';

export interface DemoUpstream {
  url: string;
  cmsBaseUrl: string;
  searchBaseUrl: string;
  knowledgeIndexUrl: string;
  /** The form services (newsletter sign-up, contact messages) and what they received. */
  newsletterUrl: string;
  contactUrl: string;
  formsReceived: FormServiceLog;
  /** A fake OpenAI-compatible chat-completions API (AI_BASE_URL), for the AI search's model path. */
  aiBaseUrl: string;
  setFault(target: DemoTarget, fault: DemoFault | null, opts?: { pathIncludes?: string }): void;
  close(): Promise<void>;
}

export interface DemoUpstreamOptions {
  port?: number;
  host?: string;
  sitesDir?: string;
  corpusFile?: string;
  log?: (msg: string) => void;
}

const DEFAULT_SITES_DIR = fileURLToPath(new URL('../../sites', import.meta.url));

export async function startDemoUpstream(opts: DemoUpstreamOptions = {}): Promise<DemoUpstream> {
  const log = opts.log ?? (() => {});
  const host = opts.host ?? '127.0.0.1';
  const started = performance.now();
  const sites = await loadDemoSites(opts.sitesDir ?? DEFAULT_SITES_DIR, log);
  const records = opts.corpusFile
    ? await loadCorpusFile(opts.corpusFile, log)
    : [...generateRecords(DEFAULT_RECORD_COUNT, DEFAULT_SEED), ...PLANTED_RECORDS];
  const index = new SearchIndex(records);
  defineScopes(index, sites, log);

  const faults = new FaultRegistry();
  let cms: CmsContent | undefined; // eslint-disable-line prefer-const -- assigned once the server knows its own port
  const app = express();
  app.disable('x-powered-by');
  app.use(demoRequestLog()); // src/demo/request-log.ts: GET /__demo/requests for tests
  app.get('/__demo/health', (_req, res) => {
    res.json({
      ok: true,
      sites: sites.map((s) => s.id),
      records: index.size,
      textIndexReady: index.textIndexed,
      scopes: Object.fromEntries(index.scopeNames().map((s) => [s, index.scopeSize(s)])),
    });
  });
  app.get('/__demo/faults', (_req, res) => {
    res.json({ faults: faults.list() });
  });
  app.post('/__demo/faults', express.json({ limit: '16kb' }), (req, res) => {
    const parsed = faultRequestSchema.safeParse(req.body);
    if (!parsed.success)
      return res.status(400).json({
        error: 'expected {target, fault, pathIncludes?}',
        issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      });
    faults.set(
      parsed.data.target,
      parsed.data.fault,
      parsed.data.pathIncludes !== undefined ? { pathIncludes: parsed.data.pathIncludes } : {},
    );
    return res.json({ faults: faults.list() });
  });
  app.delete('/__demo/faults', (_req, res) => {
    faults.set('all', null);
    res.json({ faults: [] });
  });
  app.get('/demo-media/:file', async (req, res) => {
    const webm = /^(.+)\.webm$/.exec(req.params.file)?.[1];
    const video = webm ? demoVideo(webm) : undefined;
    if (video) return sendBytes(req, res, await video, 'video/webm');
    const medium = demoMedia(req.params.file);
    if (!medium) return res.status(404).json({ error: 'not found' });
    const { type, body } = await medium;
    return res.type(type).set('cache-control', 'public, max-age=86400').send(body);
  });
  // The CMS content holds absolute URLs to this server, so it is built once the port is known.
  const ready = (_req: Request, res: Response, next: NextFunction) =>
    cms ? next() : res.status(503).json({ error: 'demo upstream is starting' });
  app.use(
    '/cms',
    faults.middleware('cms'),
    ready,
    cmsRouter(() => cms!),
  );
  app.use(
    '/search',
    faults.middleware('search'),
    searchRouter(() => index),
  );
  app.use(
    '/kennisindex',
    faults.middleware('kennisindex'),
    knowledgeIndexRouter(() => index),
  );
  app.use('/openai', faults.middleware('ai'), fakeChatCompletionsRouter());
  const forms = newsletterRouter();
  app.use('/forms', forms.router);
  app.use((_req: Request, res: Response) => res.status(404).json({ error: 'not found' }));
  app.use((err: Error & { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    const status = err.status && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500) log(`demo: error: ${err.stack ?? err.message}`);
    res.status(status).json({ error: status === 500 ? 'internal error' : err.message });
  });

  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(opts.port ?? 0, host, (err?: Error) => (err ? reject(err) : resolve(s)));
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${port}`;
  cms = new CmsContent(sites, url, index);
  log(
    `demo: upstream on ${url}: ${sites.length} sites, ${cms.pageCount} CMS pages, ${index.size} search records (${Math.round(performance.now() - started)} ms)`,
  );
  if (!index.textIndexed) {
    void index.textReady.then(() =>
      log(`demo: full-text index ready (${Math.round(performance.now() - started)} ms after start)`),
    );
  }

  let closing: Promise<void> | undefined;
  return {
    url,
    cmsBaseUrl: `${url}/cms`,
    searchBaseUrl: `${url}/search/`,
    knowledgeIndexUrl: `${url}/kennisindex`,
    newsletterUrl: `${url}/forms/newsletter`,
    contactUrl: `${url}/forms/contact`,
    formsReceived: forms.received,
    aiBaseUrl: `${url}/openai/v1`,
    setFault: (target, fault, o) => faults.set(target, fault, o ?? {}),
    close: () =>
      (closing ??= new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      })),
  };
}

/** Bytes with single-range support: browsers fetch video in ranges (and seek, and loop). */
function sendBytes(req: Request, res: Response, body: Buffer, type: string) {
  res.type(type).set({ 'cache-control': 'public, max-age=86400', 'accept-ranges': 'bytes' });
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (!range || (!range[1] && !range[2])) return res.send(body);
  const start = range[1] ? Number(range[1]) : Math.max(0, body.length - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
  if (start >= body.length || start > end) return res.status(416).set('content-range', `bytes */${body.length}`).end();
  return res
    .status(206)
    .set('content-range', `bytes ${start}-${end}/${body.length}`)
    .send(body.subarray(start, end + 1));
}
