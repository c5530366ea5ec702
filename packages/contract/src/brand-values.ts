import { BRAND_VALUE_MAX_LENGTH, type BrandFieldType } from './brands.schemas';
import { isBrandImagePath } from './files.schemas';

/**
 * The check a defined field's value passes (decision 0018): the server refuses a save with it, and
 * the brand form runs it as the member types, so that both say the same. An empty value always
 * passes: it clears the key. Keys that name no field are not checked.
 */
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const PHONE = /^[0-9+()\-. ]{5,30}$/;
// The shape the server accepts; the address's owner is the one to say whether it is real.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;
const LINE_MAX = 500;

export const isHexColor = (value: string) => HEX_COLOR.test(value);

function isHttpUrl(value: string) {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const CHECKS: Partial<Record<BrandFieldType, [(value: string) => boolean, string]>> = {
  color: [isHexColor, 'Enter a colour as #rrggbb, for example #1a73e8'],
  url: [isHttpUrl, 'Enter a web address starting with http:// or https://'],
  email: [
    (value) => EMAIL.test(value) && value.length <= EMAIL_MAX,
    'Enter a valid e-mail address, for example name@example.com',
  ],
  phone: [
    (value) => PHONE.test(value) && /\d/.test(value),
    'Enter 5 to 30 characters: digits, spaces and + ( ) - . only, for example +1 555 010 0200',
  ],
  image: [isBrandImagePath, 'Upload the image as a brand image and use the address it answers'],
};

/** Why `value` cannot be saved under a field of `type`, or null when it can. */
export function brandValueProblem(type: string | null, value: string): string | null {
  if (value === '') return null;
  if (value.length > BRAND_VALUE_MAX_LENGTH) return `At most ${BRAND_VALUE_MAX_LENGTH} characters`;
  if (type === 'text' && /[\r\n]/.test(value)) return 'Keep this to one line';
  if (type === 'text' && value.length > LINE_MAX) return `At most ${LINE_MAX} characters`;
  const check = CHECKS[type as BrandFieldType];
  if (check && !check[0](value)) return check[1];
  return null;
}
