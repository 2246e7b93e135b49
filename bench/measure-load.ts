import autocannon from 'autocannon';
import { abortable } from './cleanup';
import { type CpuSnapshot, type CpuUse, cpuUse } from './measure-cpu';

/** How hard and how long to load (docs/architecture.md#performance: 50 connections, 10 s, after a warm-up). */
export type LoadSettings = { connections: number; durationSec: number; warmupSec: number };

/** One measured load run. Latencies in milliseconds; `requestsPerSec` is autocannon's mean of per-second samples. */
export type LoadResult = {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, including timeouts (autocannon `errors`). */
  errors: number;
  timeouts: number;
  non2xx: number;
  totalRequests: number;
  statusCodes: Record<string, number>;
  /** Where the CPU went during the measured part (when a snapshot function was given). */
  cpu?: CpuUse;
};

/** A request other than a GET: its method, path and JSON body. */
export type LoadRequest = { method: 'PUT' | 'POST' | 'PATCH' | 'DELETE'; path: string; body: string };

/**
 * Loads `baseUrl` with GETs of `paths` (or the requests given as {@link LoadRequest}s, sent with their JSON body), rotated request by request across all connections (autocannon's per-request
 * `setupRequest`), first for `warmupSec` (discarded: JIT, connection pools and database caches warm up), then for
 * `durationSec` (measured). Non-2xx answers are counted, not retried; the caller treats them as failures.
 * `snapshot`, when given, is taken around the measured part to attribute CPU time per request (measure-cpu.ts).
 */
export async function measureLoad(
  baseUrl: string,
  paths: ReadonlyArray<string | LoadRequest>,
  headers: Record<string, string>,
  settings: LoadSettings,
  snapshot?: () => CpuSnapshot,
): Promise<LoadResult> {
  if (paths.length === 0) throw new Error('measureLoad needs at least one path');
  let next = 0;
  const options = (duration: number): autocannon.Options => ({
    url: baseUrl,
    connections: settings.connections,
    duration,
    timeout: 10,
    headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const item = paths[next % paths.length]!;
          next += 1;
          if (typeof item === 'string') return { ...request, path: item };
          return {
            ...request,
            method: item.method,
            path: item.path,
            body: item.body,
            headers: { ...request.headers, 'content-type': 'application/json', origin: baseUrl },
          };
        },
      },
    ],
  });
  const run = (duration: number) => {
    let instance: autocannon.Instance | undefined;
    const done = new Promise<autocannon.Result>((resolve, reject) => {
      instance = autocannon(options(duration), (error: unknown, result) => (error ? reject(error) : resolve(result)));
    });
    return abortable(done, () => instance?.stop());
  };
  if (settings.warmupSec > 0) await run(settings.warmupSec);
  const before = snapshot?.();
  const result = await run(settings.durationSec);
  const after = snapshot?.();
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, Number((stat as { count: number | string }).count)]),
  );
  const totalRequests = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  return {
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    totalRequests,
    statusCodes,
    cpu: before && after ? cpuUse(before, after, totalRequests) : undefined,
  };
}
