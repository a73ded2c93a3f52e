import { readFileSync } from 'node:fs';

// Who used the CPU during a load run: this process (the servers), the load generator (it reports
// its own), the services the bench itself started (Redis, the demo upstream: read per process)
// and, from /proc/stat, everything else on the machine. On a shared 2-core machine the last one
// decides whether the figures mean anything; the services' share is part of the setup (a Redis
// row makes Redis work), not a sign of a busy machine.

export interface CpuShares {
  /** Cores used by this process (the servers) per wall second. */
  server: number;
  /** Cores used by the bench's own services (Redis, the demo upstream) per wall second. */
  services: number;
  /** Cores used by everything else: load generator and services excluded (NaN without /proc/stat). */
  other: number;
}

/** utime + stime of a process in clock ticks (USER_HZ, 100 on Linux), 0 when it cannot be read. */
function processTicks(pid: number): number {
  try {
    // The command name (field 2) may hold spaces: the fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

const USER_HZ = 100;
const servicesTicks = (pids: readonly number[]) => pids.reduce((sum, pid) => sum + processTicks(pid), 0);

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

/**
 * Starts measuring; the returned function takes the generator's own cores and gives the shares.
 * `servicePids`: the processes of the bench's own services.
 */
export function startCpuMeter(cores: number, servicePids: readonly number[] = []): (clientCpu: number) => CpuShares {
  const usage = process.cpuUsage();
  const wall = performance.now();
  const ticks = machineTicks();
  const serviceStart = servicesTicks(servicePids);
  return (clientCpu) => {
    const used = process.cpuUsage(usage);
    const elapsedMs = performance.now() - wall;
    const server = (used.user + used.system) / 1000 / elapsedMs;
    const services = (servicesTicks(servicePids) - serviceStart) / USER_HZ / (elapsedMs / 1000);
    const now = machineTicks();
    const machine =
      ticks && now && now.total > ticks.total ? ((now.busy - ticks.busy) / (now.total - ticks.total)) * cores : NaN;
    return { server, services, other: Math.max(0, machine - server - clientCpu - services) };
  };
}
