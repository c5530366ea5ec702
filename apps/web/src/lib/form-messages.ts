import type { z } from 'zod/mini';

/**
 * Messages for the forms' own checks, where the contract's wording is written for developers
 * ("Too small: expected string to have >=1 characters"). Messages the contract sets on a
 * schema (password length, six-digit code) still win.
 */
export const formErrorMap = (issue: z.core.$ZodRawIssue): string | undefined => {
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return 'Required';
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'Required';
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'Enter a valid e-mail address';
  if (issue.code === 'too_big' && issue.origin === 'string') return `At most ${issue.maximum} characters`;
  return undefined;
};

/** Options for zodResolver: the form messages above. */
export const formSchemaOptions = { error: formErrorMap };
