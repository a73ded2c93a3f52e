import { readFileSync } from 'node:fs';

// Who used the CPU during a load run: this process (the servers), the load generator (it reports
// its own) and, from /proc/stat, everything else on the machine. On a shared 2-core machine the
// last one decides whether the figures mean anything.

export interface CpuShares {
  /** Cores used by this process (the servers) per wall second. */
  server: number;
  /** Cores used by everything else, load generator excluded (NaN without /proc/stat). */
  other: number;
}

function machineTicks(): { busy: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, total: busy + idle + iowait };
  } catch {
    return null;
  }
}

/** Starts measuring; the returned function takes the generator's own cores and gives the shares. */
export function startCpuMeter(cores: number): (clientCpu: number) => CpuShares {
  const usage = process.cpuUsage();
  const wall = performance.now();
  const ticks = machineTicks();
  return (clientCpu) => {
    const used = process.cpuUsage(usage);
    const server = (used.user + used.system) / 1000 / (performance.now() - wall);
    const now = machineTicks();
    const machine =
      ticks && now && now.total > ticks.total ? ((now.busy - ticks.busy) / (now.total - ticks.total)) * cores : NaN;
    return { server, other: Math.max(0, machine - server - clientCpu) };
  };
}
