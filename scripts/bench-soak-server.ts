import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { UpstreamUrls } from '../src/config/config.js';
import { ROOT_DIR } from '../src/config/root-dir.js';
import { CLOCK_TICKS } from './bench-wrk.js';

// The server of the memory soak (requirements §10.1.6): the product as production runs it,
// `bin/gkn serve` from the build in a process of its own, so its RSS is its own (the other rows'
// servers share the bench process). Its upstreams are the bench's demo, in the bench process.
// A preloaded probe (scripts/bench-soak-probe.mjs) answers process.memoryUsage() over IPC.

const PROBE = pathToFileURL(join(ROOT_DIR, 'scripts', 'bench-soak-probe.mjs')).href;
const GKN = join(ROOT_DIR, 'bin', 'gkn');
const MB = 1024 * 1024;

/** process.memoryUsage() of the server, in MB, and when it was taken (s since the load began). */
export interface MemorySample {
  atS: number;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  /** C++ objects bound to JS, including arrayBuffers. */
  external: number;
  /** Buffers and ArrayBuffers (the cached pages and upstream data are Buffers). */
  arrayBuffers: number;
  /** Milliseconds the main thread has spent in garbage-collection pauses since the start. */
  gcMs: number;
}

export interface SoakServer {
  url: string;
  pid: number;
  /** The server's own memory figures (via IPC; late when its event loop is busy). */
  memory(atS: number): Promise<MemorySample>;
  /** VmRSS and VmHWM (the peak since the process started) from /proc, in MB: no IPC, never late. */
  procRss(): { rss: number; peak: number } | null;
  /** User + system CPU seconds the server has used (/proc/<pid>/stat). */
  cpuSeconds(): number;
  close(): Promise<void>;
}

/** The soak server's log (pino, one line per request, at production's level). */
export const SOAK_LOG = join(ROOT_DIR, 'dist', 'bench-soak-server.log');

export async function startSoakServer(upstreams: UpstreamUrls, env: Record<string, string>): Promise<SoakServer> {
  const log = openSync(SOAK_LOG, 'w');
  const child = spawn(process.execPath, ['--import', PROBE, GKN, 'serve'], {
    cwd: ROOT_DIR,
    // Production defaults (logs at info, to SOAK_LOG here), only the upstreams and the address set.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      CMS_BASE_URL: upstreams.cmsBaseUrl,
      SEARCH_BASE_URL: upstreams.searchBaseUrl,
      KNOWLEDGE_INDEX_URL: upstreams.knowledgeIndexUrl,
      ...env,
    },
    stdio: ['ignore', log, 'pipe', 'ipc'],
  });
  closeSync(log);
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`soak server: not listening after 60 s\n${stderr}`)), 60_000);
    child.on('message', (m: { gkn?: string; url?: string }) => {
      if (m?.gkn === 'listening' && m.url) {
        clearTimeout(timer);
        resolve(m.url);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`soak server exited (${code}) before listening\n${stderr}`));
    });
  });
  const pid = child.pid!;
  return {
    // It announces a site's address (http://<site>.localhost:<port>/); requests go to loopback.
    url: `http://127.0.0.1:${new URL(url).port}`,
    pid,
    memory: (atS) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          child.off('message', onMessage);
          reject(new Error('soak server: no memory figures within 10 s'));
        }, 10_000);
        const onMessage = (m: { soak?: string; usage?: NodeJS.MemoryUsage; gcMs?: number }) => {
          if (m?.soak !== 'memory' || !m.usage) return;
          clearTimeout(timer);
          child.off('message', onMessage);
          const u = m.usage;
          resolve({
            atS,
            rss: u.rss / MB,
            heapTotal: u.heapTotal / MB,
            heapUsed: u.heapUsed / MB,
            external: u.external / MB,
            arrayBuffers: u.arrayBuffers / MB,
            gcMs: m.gcMs ?? NaN,
          });
        };
        child.on('message', onMessage);
        child.send({ soak: 'memory' });
      }),
    procRss() {
      try {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        const kb = (name: string) => Number(new RegExp(`^${name}:\\s*(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
        return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
      } catch {
        return null;
      }
    },
    cpuSeconds() {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
      } catch {
        return NaN;
      }
    },
    async close() {
      // `gkn serve` with an IPC channel stops when its parent goes (src/cli/serve-commands.ts).
      if (child.connected) child.disconnect();
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
