import { freePort, serverEnv, startServer } from './server-process';

/** One start of the server: milliseconds from spawn to the first 200 of GET /api/health. */
export type StartupSample = { start: number; ms: number };

/**
 * Starts and stops the production server `times` times in a row on the same embedded `dataDir` and returns each
 * start-up time (docs/architecture.md#performance: "start-up time to the first /api/health 200 on an existing embedded database", target
 * ≤ 2.5 s). On a fresh directory the first start also runs initdb, the migrations and the curated catalogue's load; every
 * later start opens an existing database, which is what the target is about. Each server is stopped gracefully before
 * the next starts (the DATA_DIR lock refuses a second process).
 */
export async function measureStartups(dataDir: string, authSecret: string, times: number, logFile: string): Promise<StartupSample[]> {
  const samples: StartupSample[] = [];
  for (let start = 1; start <= times; start += 1) {
    const port = await freePort();
    const server = await startServer(serverEnv(port, { dataDir }, authSecret), logFile);
    samples.push({ start, ms: server.startupMs });
    await server.stop();
  }
  return samples;
}
