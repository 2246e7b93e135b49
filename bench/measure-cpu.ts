import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time counters for explaining a load run (Linux /proc; proc(5)): the server process, the PostgreSQL backends
 * serving the bench database (their process title names the database), and the whole machine. Differences of two
 * snapshots tell where each request's CPU went and how busy the machine was — other work on the machine included.
 */
export type CpuSnapshot = { serverSec: number; databaseSec: Map<number, number> | null; machineBusy: number; machineTotal: number };

let ticksPerSecond: number | null = null;
function clockTicks(): number {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** utime + stime of `pid` in seconds (fields 14 and 15 of /proc/<pid>/stat), 0 when it is gone. */
function processSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / clockTicks();
  } catch {
    return 0;
  }
}

/** CPU seconds of each process whose command line (a PostgreSQL backend's title) contains `needle`, by PID. */
function matchingProcessesSeconds(needle: string): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(needle)) seconds.set(Number(entry), processSeconds(Number(entry)));
    } catch {
      // The process ended between listing and reading.
    }
  }
  return seconds;
}

/**
 * A snapshot; `databaseName` null when the database runs inside the server (PGlite). A backend that exits between two
 * snapshots (the pool closing an idle connection) is left out of their difference: what it used meanwhile is missed,
 * never subtracted.
 */
export function cpuSnapshot(serverPid: number, databaseName: string | null): CpuSnapshot {
  const cpu = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/).slice(1, 9).map(Number);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  const total = cpu.reduce((sum, value) => sum + value, 0);
  return {
    serverSec: processSeconds(serverPid),
    databaseSec: databaseName ? matchingProcessesSeconds(` ${databaseName} `) : null,
    machineBusy: total - idle,
    machineTotal: total,
  };
}

/** Where the CPU went between two snapshots, per request (ms), and how busy the whole machine was (%). */
export type CpuUse = { serverMsPerRequest: number; databaseMsPerRequest: number | null; machineBusyPct: number };

export function cpuUse(before: CpuSnapshot, after: CpuSnapshot, requests: number): CpuUse {
  const perRequest = (seconds: number) => (requests > 0 ? (1000 * seconds) / requests : 0);
  const total = after.machineTotal - before.machineTotal;
  return {
    serverMsPerRequest: perRequest(after.serverSec - before.serverSec),
    databaseMsPerRequest:
      after.databaseSec === null || before.databaseSec === null ? null : perRequest(backendSeconds(before.databaseSec, after.databaseSec)),
    machineBusyPct: total > 0 ? (100 * (after.machineBusy - before.machineBusy)) / total : 0,
  };
}

/** CPU seconds the backends alive at `after` used since `before` (those started meanwhile: all of theirs). */
function backendSeconds(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}
