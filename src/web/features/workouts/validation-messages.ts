import type { FieldError, FieldErrors } from 'react-hook-form';
import type { WorkoutFormValues } from './workout-form';

function isFieldError(value: unknown): value is FieldError {
  return typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string';
}

function collect(value: unknown, into: string[]): void {
  if (isFieldError(value) && value.message) into.push(value.message);
  if (typeof value !== 'object' || value === null) return;
  for (const [key, child] of Object.entries(value)) {
    // A FieldError carries `ref` (a DOM node) and `types`: not errors to walk into.
    if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
    collect(child, into);
  }
}

/**
 * The distinct rule messages of a failed submit, in form order (name, description, then the exercises), for the
 * 'Validation Error' toast of docs/product.md#messages. `errors` is react-hook-form's `FieldErrors` after zodResolver ran.
 */
export function validationMessages(errors: FieldErrors<WorkoutFormValues>): string[] {
  const messages: string[] = [];
  collect(errors.name, messages);
  collect(errors.description, messages);
  collect(errors.entries, messages);
  return [...new Set(messages)];
}
