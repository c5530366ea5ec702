/**
 * CPU time over a measured window, read from /proc (Linux): each server process, HAProxy, every
 * PostgreSQL backend, the bench's own process (the load generator) and the whole machine. It tells
 * which part of the 2 cores each piece took, which is what limits a figure on a small machine.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Linux's clock ticks per second (CLK_TCK), what /proc counts CPU time in. */
const TICKS = 100;

/** utime + stime of a process, in seconds; 0 once it is gone. */
function processSeconds(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** Processes whose command is `name`, optionally only children of `parent`. */
function pidsNamed(name: string, parent?: number) {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (comm === name && (parent === undefined || ppid === parent)) pids.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return pids;
}

/** Busy and total seconds of every core together, from /proc/stat. */
function machineSeconds() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = values.slice(0, 8).map(Number);
  const idle = ticks[3]! + ticks[4]!;
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / TICKS, total: total / TICKS };
}

/** Per part, the share of one core it used over the window (100 % = one core busy all along). */
export interface CpuShares {
  servers: number[];
  haproxy: number;
  postgres: number;
  bench: number;
  /** Busy share of all cores together (100 % = every core busy). */
  machine: number;
  cores: number;
}

/** Starts a window over the given server pids; `stop` gives each part's share of a core. */
export function cpuWindow(serverPids: number[]) {
  const haproxyPids = pidsNamed('haproxy', process.pid);
  const postgresPids = pidsNamed('postgres');
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + processSeconds(pid), 0);
  const t0 = performance.now();
  const servers0 = serverPids.map(processSeconds);
  const haproxy0 = sum(haproxyPids);
  const postgres0 = sum(postgresPids);
  const bench0 = process.cpuUsage();
  const machine0 = machineSeconds();
  return {
    stop(): CpuShares {
      const seconds = (performance.now() - t0) / 1000;
      const share = (used: number) => (100 * used) / seconds;
      const bench = process.cpuUsage(bench0);
      const machine1 = machineSeconds();
      // Backends that started during the window are counted from zero.
      const postgres = sum(pidsNamed('postgres')) - postgres0;
      return {
        servers: serverPids.map((pid, i) => share(processSeconds(pid) - servers0[i]!)),
        haproxy: share(sum(haproxyPids) - haproxy0),
        postgres: share(Math.max(0, postgres)),
        bench: share((bench.user + bench.system) / 1e6),
        machine: (100 * (machine1.busy - machine0.busy)) / (machine1.total - machine0.total),
        cores: cpus().length,
      };
    },
  };
}

/** Adds windows of equal length together, as their average. */
export function averageShares(windows: CpuShares[]): CpuShares {
  const mean = (pick: (w: CpuShares) => number) => windows.reduce((t, w) => t + pick(w), 0) / windows.length;
  return {
    servers: windows[0]!.servers.map((_, i) => mean((w) => w.servers[i]!)),
    haproxy: mean((w) => w.haproxy),
    postgres: mean((w) => w.postgres),
    bench: mean((w) => w.bench),
    machine: mean((w) => w.machine),
    cores: windows[0]!.cores,
  };
}
