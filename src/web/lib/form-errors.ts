/**
 * Field problems of a refused request, put under the fields they concern. The API names each problem by the dotted
 * path of the field in the request body (`"name"`, `"entries.0.sets"`, `"tags.2"`; `""` for the body as a whole), in
 * the one error body of `src/shared/schemas/errors.ts`; a form names its fields its own way (react-hook-form paths,
 * or a state object's keys). A form says which of its fields a path belongs to with a {@link FieldOf}; issues that
 * belong to no shown field are not dropped but reported in a toast.
 *
 * Used by every form that submits to the API (admin exercise form, suggestion and add-exercise forms, workout builder,
 * announcement and banner-ad cards); the promotion cards read their client-side zod issues through the same mapping.
 */

import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { type ApiIssue, isApiError } from './api-client';

/** The form field that shows the problems of the request path `path` (dotted), or undefined when none does. */
export type FieldOf<F extends string> = (path: string) => F | undefined;

/**
 * A {@link FieldOf} for a form whose fields carry the API's names (or, through `rename`, another name: `countdownEnd`
 * → `countdown`). A path belongs to the field named by its longest leading run of segments, so `"tags.2"` belongs to
 * `tags` and `"entries.0.sets"` to `entries.0.sets` when that is a field, else to `entries`.
 *
 * @param fields the form's fields that show an error under them; a path none of them names stays unmatched.
 * @param rename API path → form field, for fields the form names differently; checked before `fields`.
 */
export function fieldsNamed<F extends string>(fields: readonly F[], rename: Readonly<Partial<Record<string, F>>> = {}): FieldOf<F> {
  const known = new Set<string>(fields);
  return (path) => {
    const segments = path.split('.');
    for (let length = segments.length; length > 0; length -= 1) {
      const prefix = segments.slice(0, length).join('.');
      // Own keys only: a path segment named 'constructor' must not find Object.prototype's.
      const renamed = Object.hasOwn(rename, prefix) ? rename[prefix] : undefined;
      if (renamed !== undefined) return renamed;
      if (known.has(prefix)) return prefix as F;
    }
    return undefined;
  };
}

/**
 * Sorts `issues` by field: the first message for each field (the server and zod list them in body order), and the
 * messages of the issues no field shows, in order and without repeats.
 */
export function fieldErrorsOf<F extends string>(
  issues: readonly ApiIssue[],
  fieldOf: FieldOf<F>,
): { errors: Partial<Record<F, string>>; unmatched: string[] } {
  const errors: Partial<Record<F, string>> = {};
  const unmatched: string[] = [];
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field === undefined) {
      if (!unmatched.includes(issue.message)) unmatched.push(issue.message);
    } else {
      errors[field] ??= issue.message;
    }
  }
  return { errors, unmatched };
}

/** The field problems `error` carries: the issues of an ApiError answering 400 or 422, otherwise none. */
export function serverIssues(error: unknown): ApiIssue[] {
  return (isApiError(error, 422) || isApiError(error, 400)) && error.issues ? error.issues : [];
}

/**
 * Shows the server's field problems of a refused submit in a react-hook-form form: each issue under its field
 * (`setError`, type 'server', focusing the first), and one toast titled `toastTitle` whose description lists the
 * messages no field shows (or, when every issue found its field, repeats the first, as the spec's 'Validation Error'
 * toast does for client-side rules), so no problem goes unseen.
 *
 * @returns true when `error` carried field problems (a 400/422 with issues) and was shown; false for any other failure
 *   (nothing shown: the caller reports it its own way).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOf: FieldOf<FieldPath<T>>,
  toastTitle: string,
): boolean {
  const issues = serverIssues(error);
  if (issues.length === 0) return false;
  const { errors, unmatched } = fieldErrorsOf(issues, fieldOf);
  const placed = Object.entries(errors) as [FieldPath<T>, string][];
  placed.forEach(([field, message], index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
  const description = unmatched.length > 0 ? unmatched.join(' ') : placed[0]![1];
  toast.error(toastTitle, { description });
  return true;
}
