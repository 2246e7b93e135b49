import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/web/lib/api-client';
import { applyServerErrors, fieldErrorsOf, fieldsNamed, serverIssues } from '@/web/lib/form-errors';

const toast = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => vi.clearAllMocks());

/** A 422 as apiFetch raises it from the server's body (`src/shared/schemas/errors.ts`: paths are dotted strings). */
const invalid = (issues: { path: string; message: string }[], status = 422) =>
  new ApiError({ status, code: 'INVALID_INPUT', message: 'Some fields are invalid.', issues });

describe('fieldsNamed', () => {
  const fieldOf = fieldsNamed(['exerciseName', 'tags', 'entries', 'entries.0.sets', 'countdown'], { countdownEnd: 'countdown' });

  it('reads the whole dotted path, not its first letter', () => {
    expect(fieldOf('exerciseName')).toBe('exerciseName');
    expect(fieldOf('entries.0.sets')).toBe('entries.0.sets');
  });

  it('gives a deeper path to the field named by its longest leading segments', () => {
    expect(fieldOf('tags.2')).toBe('tags');
    expect(fieldOf('entries.1.reps')).toBe('entries');
    expect(fieldOf('entries.0.sets.extra')).toBe('entries.0.sets');
  });

  it('maps an API name to the form name the form uses, and leaves unknown paths unmatched', () => {
    expect(fieldOf('countdownEnd')).toBe('countdown');
    expect(fieldOf('difficultyLevel')).toBeUndefined();
    expect(fieldOf('')).toBeUndefined();
    expect(fieldOf('e')).toBeUndefined();
  });
});

describe('fieldErrorsOf', () => {
  it('keeps the first message per field and lists the unmatched ones once each, in order', () => {
    const fieldOf = fieldsNamed(['name', 'description']);
    const sorted = fieldErrorsOf(
      [
        { path: 'name', message: 'Name is required.' },
        { path: 'name', message: 'Name is too long.' },
        { path: 'extra', message: 'Unknown field.' },
        { path: 'description', message: 'Too long.' },
        { path: '', message: 'Unknown field.' },
        { path: 'other', message: 'Something else.' },
      ],
      fieldOf,
    );
    expect(sorted).toEqual({
      errors: { name: 'Name is required.', description: 'Too long.' },
      unmatched: ['Unknown field.', 'Something else.'],
    });
  });
});

describe('serverIssues', () => {
  it('reads the issues of a 400 or 422 only', () => {
    const issues = [{ path: 'name', message: 'Required.' }];
    expect(serverIssues(invalid(issues))).toEqual(issues);
    expect(serverIssues(invalid(issues, 400))).toEqual(issues);
    expect(serverIssues(invalid(issues, 409))).toEqual([]);
    expect(serverIssues(new ApiError({ status: 422, code: 'INVALID_INPUT', message: 'x' }))).toEqual([]);
    expect(serverIssues(new Error('boom'))).toEqual([]);
  });
});

describe('applyServerErrors', () => {
  const fieldOf = fieldsNamed<'name' | 'entries.0.sets'>(['name', 'entries.0.sets']);

  it('puts each issue under its field, focusing the first, with one toast repeating the first message', () => {
    const setError = vi.fn();
    const shown = applyServerErrors(
      invalid([
        { path: 'entries.0.sets', message: 'Sets must be a whole number from 1 to 20.' },
        { path: 'name', message: 'Name is required.' },
      ]),
      setError,
      fieldOf,
      'Validation Error',
    );
    expect(shown).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['entries.0.sets', { type: 'server', message: 'Sets must be a whole number from 1 to 20.' }, { shouldFocus: true }],
      ['name', { type: 'server', message: 'Name is required.' }, { shouldFocus: false }],
    ]);
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Validation Error', { description: 'Sets must be a whole number from 1 to 20.' });
  });

  it('tells the problems no field shows in the toast, so none is lost', () => {
    const setError = vi.fn();
    applyServerErrors(
      invalid([
        { path: 'name', message: 'Name is required.' },
        { path: 'difficultyLevel', message: 'Pick a level.' },
        { path: '', message: 'Body too large.' },
      ]),
      setError,
      fieldOf,
      'Failed to create exercise',
    );
    expect(setError).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Failed to create exercise', { description: 'Pick a level. Body too large.' });
  });

  it('leaves any other failure to the caller', () => {
    const setError = vi.fn();
    expect(applyServerErrors(new ApiError({ status: 500, code: 'INTERNAL', message: 'x' }), setError, fieldOf, 'T')).toBe(false);
    expect(applyServerErrors(new TypeError('offline'), setError, fieldOf, 'T')).toBe(false);
    expect(setError).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
