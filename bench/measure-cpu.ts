import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time counters for explaining a load run (Linux /proc; proc(5)): the server process, the PostgreSQL backends
 * serving the bench database (their process title names the database), and the whole machine. Differences of two
 * snapshots tell where each request's CPU went and how busy the machine was — other work on the machine included.
 */
export type CpuSnapshot = { serverSec: number; databaseSec: number | null; machineBusy: number; machineTotal: number };

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

/** Summed CPU seconds of processes whose command line (a PostgreSQL backend's title) contains `needle`. */
function matchingProcessesSeconds(needle: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(needle)) total += processSeconds(Number(entry));
    } catch {
      // The process ended between listing and reading.
    }
  }
  return total;
}

/** A snapshot; `databaseName` null when the database runs inside the server (PGlite). Backends exiting meanwhile are missed. */
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
    databaseMsPerRequest: after.databaseSec === null || before.databaseSec === null ? null : perRequest(after.databaseSec - before.databaseSec),
    machineBusyPct: total > 0 ? (100 * (after.machineBusy - before.machineBusy)) / total : 0,
  };
}
