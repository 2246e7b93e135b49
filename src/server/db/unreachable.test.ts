import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './unreachable';

/** A driver error as node-postgres throws it: a message and, from the server, a SQLSTATE `code`. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
const wrapped = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

describe('isDatabaseUnreachable (503) against a fault of the statement or the code (500)', () => {
  it('recognises an outage, however the driver and Drizzle wrap it', () => {
    const outages = [
      pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      pgError('read ECONNRESET', 'ECONNRESET'),
      pgError('Connection terminated unexpectedly'),
      pgError('Connection terminated due to connection timeout'),
      pgError('timeout exceeded when trying to connect'),
      pgError('terminating connection due to administrator command', '57P01'),
      pgError('the database system is starting up', '57P03'),
      pgError('sorry, too many clients already', '53300'),
      pgError('connection failure', '08006'),
      pgError('PGlite is closed'),
      new AggregateError([pgError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
    ];
    for (const error of outages) {
      expect({ message: error.message, direct: isDatabaseUnreachable(error), wrapped: isDatabaseUnreachable(wrapped(error)) }).toEqual({
        message: error.message,
        direct: true,
        wrapped: true,
      });
    }
    expect(isDatabaseUnreachable(new Error('outer', { cause: wrapped(pgError('PGlite is closing')) }))).toBe(true);
  });

  it('leaves every other error a fault', () => {
    const faults = [
      pgError('relation "workouts" does not exist', '42P01'),
      pgError('duplicate key value violates unique constraint', '23505'),
      pgError('invalid byte sequence for encoding "UTF8": 0x00', '22021'),
      pgError('canceling statement due to statement timeout', '57014'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new RangeError('Maximum call stack size exceeded'),
    ];
    for (const error of faults)
      expect({ message: error.message, unreachable: isDatabaseUnreachable(wrapped(error)) }).toEqual({
        message: error.message,
        unreachable: false,
      });
    const cyclic: Error & { cause?: unknown } = new Error('cyclic');
    cyclic.cause = { cause: cyclic };
    expect(isDatabaseUnreachable(cyclic)).toBe(false);
    expect(isDatabaseUnreachable(null)).toBe(false);
    expect(isDatabaseUnreachable('Connection terminated')).toBe(false);
  });
});
