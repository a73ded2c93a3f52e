import express from 'express';
import { once } from 'node:events';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config, UpstreamUrls } from '../src/config/config.js';
import { ROOT_DIR } from '../src/config/root-dir.js';
import { startDemoUpstream } from '../src/demo/demo-server.js';
import type { RunningServer } from '../src/server/start-server.js';

// The product is the BUILT server bundle, as `gkn serve` runs it: under tsx, per-request work
// such as a loader's dynamic import() goes through tsx's loader thread and is measured too.
const SERVER_BUNDLE = join(ROOT_DIR, 'dist', 'server', 'server.js');
if (!existsSync(SERVER_BUNDLE))
  throw new Error(`${SERVER_BUNDLE} is missing: run \`npm run build\` first (npm run bench does)`);
/** The built server bundle: the product, and what the React floor renders with (bench-react-floor.ts). */
export const built = await importWithoutSourceMap(SERVER_BUNDLE);

/**
 * Imports the bundle as `gkn serve` does: without its source map. tsx turns source maps on for the
 * whole bench process, so Node would keep the bundle's map and parse it at the first stack trace
 * into about 313,000 small arrays (35 MB of heap) that every full garbage collection then marks,
 * work the production server never has. Node decides per module as it loads it, so turning them
 * off for this one import is enough.
 */
async function importWithoutSourceMap(file: string): Promise<typeof import('../src/server/server-entry.js')> {
  const enabled = process.sourceMapsEnabled;
  process.setSourceMapsEnabled(false);
  try {
    return (await import(pathToFileURL(file).href)) as typeof import('../src/server/server-entry.js');
  } finally {
    process.setSourceMapsEnabled(enabled);
  }
}

// The servers `npm run bench` loads, all in this process on loopback: the floor (bare node:http),
// bare Express, and the product booted by startServer() in the variants the rows need.

export interface Target {
  url: string;
  close(): Promise<void>;
}

export interface Fetched {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One GET with a Host header (fetch() cannot set Host, which picks the site). No compression. */
export function get(base: string, path: string, host: string, headers: Record<string, string> = {}): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { headers: { ...headers, host }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`GET ${path}: timeout`)));
    req.on('error', reject);
    req.end();
  });
}

export async function listen(server: Server): Promise<Target> {
  server.keepAliveTimeout = 65_000; // as startServer does
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The floor: the exact bytes with their content type, nothing else. */
export function startRawHttp(body: Buffer, contentType: string): Promise<Target> {
  return listen(
    createServer((_req, res) => {
      res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
      res.end(body);
    }),
  );
}

/** A peer: Express 5's defaults, `res.send` of the page as a string (so ETag hashing and encoding). */
export function startBareExpress(html: string, contentType: string): Promise<Target> {
  const app = express();
  app.get('/{*path}', (_req, res) => {
    res.set('Content-Type', contentType).send(html);
  });
  return listen(createServer(app));
}

/**
 * The product as `gkn serve` runs it in production, logs off. Without upstreams (Lighthouse, the
 * long-task trace) it starts a demo upstream of its own in this process, as a development install does.
 */
export async function startGkn(
  options: {
    env?: Record<string, string>;
    upstreams?: UpstreamUrls;
    /** Set on the parsed Config (for what no environment variable can express). */
    override?: Partial<Config>;
  } = {},
): Promise<RunningServer> {
  const demo = options.upstreams ? null : await startDemoUpstream();
  const upstreams = options.upstreams ?? demo!;
  const env = {
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    CMS_BASE_URL: upstreams.cmsBaseUrl,
    SEARCH_BASE_URL: upstreams.searchBaseUrl,
    KNOWLEDGE_INDEX_URL: upstreams.knowledgeIndexUrl,
    ...(demo ? { NEWSLETTER_URL: demo.newsletterUrl, CONTACT_URL: demo.contactUrl } : {}),
    ...options.env,
  };
  const config: Config = { ...built.loadConfig(env, ROOT_DIR), ...options.override };
  const server = await built.startServer(config, built.createLogger(config));
  return demo ? { ...server, close: () => server.close().then(() => demo.close()) } : server;
}
