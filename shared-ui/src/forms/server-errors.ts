import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiFieldErrors } from '@insolvency/shared-auth';

/**
 * Puts a refused call's field problems (`errors: {Field: ["..."]}` of docs/api.md, Answers) back
 * on the form's fields of the same names, as the form and the request share their field names.
 * `fields` lists the form's fields: problems of other names are left to the call's `message`.
 * Returns the names that got a message (the first is a good place for the focus).
 */
export function applyServerFieldErrors<F extends FieldValues>(setError: UseFormSetError<F>, error: unknown, fields: readonly Path<F>[]): Path<F>[] {
  const problems = apiFieldErrors(error as Parameters<typeof apiFieldErrors>[0]);
  const marked: Path<F>[] = [];
  for (const field of fields) {
    const message = problems[field]?.[0];
    if (message) {
      setError(field, { type: 'server', message });
      marked.push(field);
    }
  }
  return marked;
}
