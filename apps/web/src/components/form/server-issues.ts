import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '../../lib/api-errors';

/** Where an answer's message lands when no field of the form matches it. */
export const SERVER_ERROR_KEY = 'root.server';

/**
 * Puts each `issues` entry of an error answer on the form field it names (DESIGN §1.13), focusing
 * the first. Issues for fields the form does not have go to the form's root error. Returns whether
 * any issue was shown.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): boolean {
  const issues = error instanceof ApiError ? (error.body?.issues ?? []) : [];
  let focused = false;
  const unmatched: string[] = [];
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path);
    if (!field) {
      unmatched.push(issue.message);
      continue;
    }
    setError(field, { type: 'server', message: issue.message }, { shouldFocus: !focused });
    focused = true;
  }
  if (unmatched.length > 0) {
    setError(SERVER_ERROR_KEY as FieldPath<T>, { type: 'server', message: unmatched.join(' ') });
  }
  return issues.length > 0;
}

/** Shows a failed submission on the form: on the fields its issues name, or else as the form's error. */
export function showSubmitError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
) {
  if (!applyServerIssues(error, setError, fields)) {
    setError(SERVER_ERROR_KEY as FieldPath<T>, { type: 'server', message: errorMessage(error) });
  }
}
