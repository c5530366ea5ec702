import { decodeBrandKey, type Field } from '@stockroom/contract';
import type { UseFormSetError } from 'react-hook-form';
import { SERVER_ERROR_KEY } from '../../../../components/form/server-issues';
import { ApiError, errorMessage } from '../../../../lib/api-errors';
import { type FormValues, inputName } from './form-values';

/**
 * Shows a failed save on the form: each issue the server names on its field (the server answers
 * with the key as sent, placeholder words and all, sometimes under `body.`), and above the form
 * either a pointer to those fields or, for anything else, the answer's own message.
 */
export function applyBrandIssues(error: unknown, setError: UseFormSetError<FormValues>, fields: Field[]) {
  const issues = error instanceof ApiError ? (error.body?.issues ?? []) : [];
  const unmatched: string[] = [];
  let focused = false;
  for (const issue of issues) {
    const key = decodeBrandKey(issue.path.replace(/^body\./, ''));
    const index = fields.findIndex((field) => field.name === key);
    if (index < 0) {
      unmatched.push(`${key}: ${issue.message}`);
      continue;
    }
    setError(inputName(index), { type: 'server', message: issue.message }, { shouldFocus: !focused });
    focused = true;
  }
  // The fields say what is wrong with them; the answer's own message names keys as sent.
  const message =
    unmatched.length > 0
      ? `The brand was not saved. ${unmatched.join('; ')}`
      : focused
        ? 'The brand was not saved: correct the fields marked below.'
        : decodeBrandKey(errorMessage(error));
  setError(SERVER_ERROR_KEY as 'root.server', { type: 'server', message });
}
