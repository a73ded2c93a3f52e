import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UpstreamUrls } from '../src/config/config.js';
import { ROOT_DIR } from '../src/config/root-dir.js';
import { countByKind, findSoakAddresses, siteIds, writeSoakAddresses, type SoakKind } from './bench-soak-addresses.js';
import { get } from './bench-targets.js';
import { runWrk, type WrkResult } from './bench-wrk.js';

// The memory soak (docs/benchmark.md, "Rows"): the product as production runs it, `bin/gkn serve`
// in a process of its own (the other rows' servers share the bench process, whose RSS says
// nothing), on the servers' core with production's defaults. wrk sends the mixed request set of
// scripts/bench-soak.lua over every site; the budget is the highest RSS: a sample every second
// from /proc or the kernel's peak (VmHWM), whichever is higher.

export const RSS_BUDGET_MB = 300;
const LUA = join(ROOT_DIR, 'scripts', 'bench-soak.lua');
const ADDRESSES = join(ROOT_DIR, 'dist', 'bench-soak-addresses.tsv');
/** The server's log (production's level): what to read when the soak saw 5xx answers. */
export const SOAK_LOG = join(ROOT_DIR, 'dist', 'bench-soak-server.log');

export interface SoakResult {
  /** The addresses of the mix, by kind. */
  addresses: Record<SoakKind, number>;
  load: WrkResult;
  /** RSS in MB, after finding the addresses, then every second of the load. */
  idleMb: number;
  samplesMb: number[];
  maxRssMb: number;
}

/** `gkn serve` in production mode on these upstreams; resolves with its loopback URL once it listens. */
async function startServer(upstreams: UpstreamUrls) {
  const log = openSync(SOAK_LOG, 'w');
  const child = spawn(process.execPath, [join(ROOT_DIR, 'bin', 'gkn'), 'serve'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      CMS_BASE_URL: upstreams.cmsBaseUrl,
      SEARCH_BASE_URL: upstreams.searchBaseUrl,
      KNOWLEDGE_INDEX_URL: upstreams.knowledgeIndexUrl,
      // Production refuses to start without its own secrets; this one signs the forms of a throwaway server.
      FORM_SECRET: 'bench-'.repeat(8),
    },
    stdio: ['ignore', log, log, 'ipc'],
  });
  closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // It announces a site's address (http://<site>.localhost:<port>/) over IPC; requests go to loopback.
  const url = await new Promise<string>((resolve, reject) => {
    child.on('message', (m: { gkn?: string; url?: string }) => m?.gkn === 'listening' && resolve(m.url!));
    child.once('exit', (code) => reject(new Error(`gkn serve exited (${code}) before listening: ${SOAK_LOG}`)));
  });
  const status = () => readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const mb = (text: string, field: string) => Number(new RegExp(`^${field}:\\s*(\\d+) kB`, 'm').exec(text)?.[1]) / 1024;
  return {
    url: `http://127.0.0.1:${new URL(url).port}`,
    rssMb: () => mb(status(), 'VmRSS'),
    peakMb: () => mb(status(), 'VmHWM'),
    // `gkn serve` with an IPC channel stops when its parent lets go of it (src/cli/serve-commands.ts).
    close: async () => {
      child.disconnect();
      await exited;
    },
  };
}

export async function runSoak(opts: {
  upstreams: UpstreamUrls;
  seconds: number;
  connections: number;
  cpus: string;
  searchTerm: string;
}): Promise<SoakResult> {
  const server = await startServer(opts.upstreams);
  try {
    // Finding the addresses (every site's home page links, searches, /_data) is the warm-up.
    const addresses = await findSoakAddresses({ base: server.url, sites: siteIds(), get, term: opts.searchTerm });
    writeSoakAddresses(ADDRESSES, addresses);
    const idleMb = server.rssMb();
    const samplesMb: number[] = [];
    const sampler = setInterval(() => samplesMb.push(server.rssMb()), 1000);
    const spec = {
      url: server.url,
      seconds: opts.seconds,
      connections: opts.connections,
      headers: {},
      cpus: opts.cpus,
    };
    const load = await runWrk(LUA, spec, [ADDRESSES, '42']).finally(() => clearInterval(sampler));
    return {
      addresses: countByKind(addresses),
      load,
      idleMb,
      samplesMb,
      maxRssMb: Math.max(server.peakMb(), ...samplesMb),
    };
  } finally {
    await server.close();
  }
}
