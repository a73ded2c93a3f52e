import { join } from 'node:path';
import type { UpstreamUrls } from '../src/config/config.js';
import { ROOT_DIR } from '../src/config/root-dir.js';
import { countByKind, findSoakAddresses, siteIds, writeSoakAddresses, type SoakKind } from './bench-soak-addresses.js';
import { SOAK_LOG, startSoakServer, type MemorySample } from './bench-soak-server.js';
import { get } from './bench-targets.js';
import { runWrkScript } from './bench-wrk.js';

// The memory soak of `npm run bench` (requirements §10.1.6: RSS ≤ 300 MB under a mixed soak).
// The product runs in a process of its own (scripts/bench-soak-server.ts) on the servers' core;
// wrk on the generator's core sends the mixed request set of scripts/bench-soak.lua for
// `durationS`, and the bench samples the server's memory every second: RSS from /proc, heap and
// Buffers from the server itself. The budget is the highest RSS: the largest sample or the
// kernel's peak (VmHWM), whichever is higher.

export const SOAK_ROW = 'soak';
/** requirements §10.1.6, in MB (1024 × 1024 bytes, as /proc and process.memoryUsage count). */
export const RSS_BUDGET_MB = 300;
const LUA = join(ROOT_DIR, 'scripts', 'bench-soak.lua');
const ADDRESSES = join(ROOT_DIR, 'dist', 'bench-soak-addresses.tsv');
/** A fixed seed: every run sends the same sequence of requests. */
const SEED = 42;
/** Seconds after the load before the last sample: does memory come back down? */
const SETTLE_S = 3;

interface SoakSummary {
  requests: number;
  durationUs: number;
  errors: number;
  p50Us: number;
  p99Us: number;
  s2xx: number;
  s3xx: number;
  s404: number;
  s4xx: number;
  s5xx: number;
}

export interface SoakResult {
  label: string;
  /** Set when the soak did not run, with the reason. */
  skipped?: string;
  durationS: number;
  addresses?: Record<SoakKind, number>;
  /** After finding the addresses (a few hundred requests), before the load. */
  idle?: MemorySample;
  /** One a second during the load. */
  samples: MemorySample[];
  /** SETTLE_S after the load. */
  after?: MemorySample;
  /** The highest RSS in MB: the samples' (during the load and after it) and the kernel's peak (VmHWM). */
  maxRss: number;
  requests?: number;
  rps?: number;
  summary?: SoakSummary;
  /** The server's CPU time per request (ms), which other load on the machine changes little. */
  cpuMsPerRequest?: number;
  /** Of that, main-thread garbage-collection pauses (ms per request, from idle to after). */
  gcMsPerRequest?: number;
  notes: string[];
}

export interface SoakOptions {
  upstreams: UpstreamUrls;
  env: Record<string, string>;
  durationS: number;
  connections: number;
  /** taskset CPU list of wrk; the server inherits the bench process's pinning. */
  generatorCpus?: string;
  wrk: boolean;
  searchTerm: string;
  log: (msg: string) => void;
}

const mb = (n: number) => `${Math.round(n)} MB`;

/** The soak; a failure (the server not starting, wrk failing) is its result, not the bench's end. */
export async function runSoak(opts: SoakOptions): Promise<SoakResult> {
  try {
    return await soak(opts);
  } catch (err) {
    const why = err instanceof Error ? err.message.split('\n')[0] : String(err);
    return { label: 'memory soak', skipped: `failed: ${why}`, durationS: 0, samples: [], maxRss: NaN, notes: [] };
  }
}

async function soak(opts: SoakOptions): Promise<SoakResult> {
  const result: SoakResult = {
    label: `memory soak: mixed requests over ${siteIds().length} sites, ${opts.durationS} s`,
    durationS: opts.durationS,
    samples: [],
    maxRss: NaN,
    notes: [],
  };
  if (!opts.wrk) return { ...result, skipped: 'n/a (the mixed request set is a wrk script; wrk is missing)' };
  const server = await startSoakServer(opts.upstreams, opts.env);
  try {
    opts.log(`${result.label}: finding addresses …`);
    const addresses = await findSoakAddresses({
      base: server.url,
      sites: siteIds(),
      get,
      term: opts.searchTerm,
    });
    writeSoakAddresses(ADDRESSES, addresses);
    result.addresses = countByKind(addresses);
    result.idle = await server.memory(0);
    opts.log(`${result.label}: idle ${mb(result.idle.rss)} RSS; load for ${opts.durationS} s`);
    const cpuBefore = server.cpuSeconds();
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    let loading = true;
    let procMax = 0;
    const sampling = (async () => {
      while (loading) {
        const next = Math.ceil(seconds() + 0.01);
        await new Promise((resolve) => setTimeout(resolve, (next - seconds()) * 1000));
        if (!loading) break;
        procMax = Math.max(procMax, server.procRss()?.rss ?? 0);
        // Under load the answer can come late; it is recorded with the time asked.
        const sample = await server.memory(next).catch(() => null);
        if (sample) result.samples.push(sample);
      }
    })();
    const load = await runWrkScript<SoakSummary>({
      script: LUA,
      args: [`-c${opts.connections}`, `-d${opts.durationS}s`, server.url, '--', ADDRESSES, String(SEED)],
      cpus: opts.generatorCpus,
    }).finally(() => (loading = false));
    await sampling;
    const cpuS = server.cpuSeconds() - cpuBefore;
    // Requests wrk gave up on may still be rendering: the settling seconds count too.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_S * 1000));
    result.after = await server.memory(seconds());
    const peak = server.procRss()?.peak ?? NaN;
    const s = load.summary;
    result.summary = s;
    result.requests = s.requests;
    result.rps = s.requests / (s.durationUs / 1e6);
    result.cpuMsPerRequest = s.requests > 0 ? (1000 * cpuS) / s.requests : NaN;
    result.gcMsPerRequest = s.requests > 0 ? (result.after.gcMs - result.idle.gcMs) / s.requests : NaN;
    result.maxRss = Math.max(procMax, peak, result.after.rss, ...result.samples.map((x) => x.rss));
    if (s.s5xx || s.errors)
      result.notes.push(
        `${s.s5xx} responses 5xx, ${s.errors} socket errors or timeouts (the server's log: ${SOAK_LOG})`,
      );
    if (s.s4xx) result.notes.push(`${s.s4xx} responses 4xx other than 404`);
    if (result.samples.length < opts.durationS / 2)
      result.notes.push(`only ${result.samples.length} memory samples: the server answered the probe late`);
  } finally {
    await server.close();
  }
  return result;
}
