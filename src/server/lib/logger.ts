import pino, { type DestinationStream, type Logger } from 'pino';
import { requestLogFields } from './request-context';

/**
 * The server's pino logger at `level` (pino's level names, or 'silent'): JSON lines on stdout (or `destination`), each
 * line logged while a request is served carrying that request's `requestId` (docs/architecture.md#request-ids).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, mixin: requestLogFields };
  return destination ? pino(options, destination) : pino(options);
}
