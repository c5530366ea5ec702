/**
 * A brand's values checked against their fields' types (decision 0018), by the contract's rule that
 * the brand form runs too. Keys that name no field are kept as plain strings, as the spec allows.
 */
import { brandValueProblem } from '@stockroom/contract';
import { AppError } from '../../errors';

/** Refuses, naming every bad key at once, the values that do not fit their field's type; null values are removals. */
export function checkBrandValues(values: Record<string, string | null>, typesByName: Map<string, string>) {
  const issues = Object.entries(values).flatMap(([key, value]) => {
    const type = typesByName.get(key);
    const problem = type === undefined || value === null ? null : brandValueProblem(type, value);
    return problem ? [{ path: key, message: problem }] : [];
  });
  if (issues.length === 0) return;
  const message = issues.map((i) => `Invalid Body parameter ${i.path}: ${i.message}`).join('; ');
  throw new AppError('validation_failed', message, issues);
}
