import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT_DIR } from '../src/config/root-dir.js';
import { pinnedCommand, type Pinning } from './bench-pinning.js';
import type { LoadReply, LoadResult, LoadSpec } from './bench-protocol.js';
import { runWrk, runWrkPaced } from './bench-wrk.js';

// The load generators of `npm run bench`, all on the generator's core when there is a plan:
// wrk for the saturation runs and, with a pacing script, for the p99 at 70% (requirements
// §10.2.4). Only when wrk is missing: autocannon and the paced Node generator, in the Node child.

export interface Generators {
  /** 'wrk', or 'autocannon' (a fallback whose figures are not comparable). */
  saturating: 'wrk' | 'autocannon';
  /** Closed loop: `connections` requests in flight for `durationS`; `headers` besides Host (a session cookie). */
  saturate(url: string, durationS: number, headers?: Record<string, string>): Promise<LoadResult>;
  /** Open loop at `rate` requests per second, latency from each scheduled start. */
  paced(url: string, durationS: number, rate: number, headers?: Record<string, string>): Promise<LoadResult>;
  close(): void;
}

export interface GeneratorOptions {
  host: string;
  connections: number;
  pinning: Pinning | null;
  wrk: boolean;
}

/** The Node generator child (scripts/bench-load.ts), on the generator's core when pinned. */
function startLoadChild(cpus: string | undefined) {
  const [command, args] = pinnedCommand(cpus, process.execPath, [
    '--import',
    'tsx',
    join(ROOT_DIR, 'scripts', 'bench-load.ts'),
  ]);
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const pending = new Map<number, { resolve: (r: LoadResult) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  child.on('message', (reply: LoadReply) => {
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) waiter?.reject(new Error(`load child: ${reply.error}`));
    else waiter?.resolve(reply.result);
  });
  child.on('exit', (code) => {
    for (const w of pending.values()) w.reject(new Error(`load child exited (${code})`));
    pending.clear();
  });
  return {
    run: (spec: LoadSpec) =>
      new Promise<LoadResult>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        child.send({ id, spec });
      }),
    close: () => void child.disconnect(),
  };
}

export function startGenerators(opts: GeneratorOptions): Generators {
  const child = startLoadChild(opts.pinning?.generator);
  const common = (extra: Record<string, string> = {}) => ({
    headers: { ...extra, host: opts.host },
    connections: opts.connections,
  });
  return {
    saturating: opts.wrk ? 'wrk' : 'autocannon',
    saturate: (url, durationS, headers) =>
      opts.wrk
        ? runWrk({ ...common(headers), url, durationS, cpus: opts.pinning?.generator })
        : child.run({ ...common(headers), mode: 'autocannon', url, durationS }),
    paced: (url, durationS, rate, headers) =>
      opts.wrk
        ? runWrkPaced({ ...common(headers), url, durationS, rate, cpus: opts.pinning?.generator })
        : child.run({ ...common(headers), mode: 'paced', url, durationS, rate }),
    close: child.close,
  };
}
