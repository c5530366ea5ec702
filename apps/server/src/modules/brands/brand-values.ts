/**
 * The checks a brand's value passes when its key is a defined field (decision 0018). An empty
 * string is always allowed: it is how a form leaves a field blank. Keys that name no field are
 * kept as plain strings, as the spec allows.
 */
import { type BrandFieldType, isBrandImagePath } from '@stockroom/contract';
import { AppError } from '../../errors';

const COLOR = /^#[0-9a-f]{6}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9 +().-]{5,30}$/;
const LINE_MAX = 500;
const LONG_TEXT_MAX = 5000;

function isHttpUrl(value: string) {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}

/** What is wrong with a value of this type, or null when it is fine. */
export function valueProblem(type: BrandFieldType | string, value: string): string | null {
  if (value === '') return null;
  switch (type) {
    case 'color':
      return COLOR.test(value) ? null : 'Use a colour written as #rrggbb, such as #1a2b3c';
    case 'url':
      return isHttpUrl(value) ? null : 'Use a web address starting with http:// or https://';
    case 'email':
      return EMAIL.test(value) && value.length <= 254 ? null : 'Use an e-mail address such as name@example.com';
    case 'phone':
      return PHONE.test(value) && /\d/.test(value)
        ? null
        : 'Use 5 to 30 digits, spaces and + ( ) - . for a phone number';
    case 'image':
      return isBrandImagePath(value) ? null : 'Upload the image as a brand image and use the address it answers';
    case 'text':
      if (/[\r\n]/.test(value)) return 'Keep this to one line';
      return value.length <= LINE_MAX ? null : `At most ${LINE_MAX} characters`;
    case 'long-text':
      return value.length <= LONG_TEXT_MAX ? null : `At most ${LONG_TEXT_MAX} characters`;
    default:
      return null;
  }
}

/** Refuses, naming every bad key at once, the values that do not fit their field's type; null values are removals. */
export function checkBrandValues(values: Record<string, string | null>, typesByName: Map<string, string>) {
  const issues = Object.entries(values).flatMap(([key, value]) => {
    const type = typesByName.get(key);
    const problem = type === undefined || value === null ? null : valueProblem(type, value);
    return problem ? [{ path: key, message: problem }] : [];
  });
  if (issues.length === 0) return;
  const message = issues.map((i) => `Invalid Body parameter ${i.path}: ${i.message}`).join('; ');
  throw new AppError('validation_failed', message, issues);
}
