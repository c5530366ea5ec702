import {
  DIRECT_MAIL_QUANTITY_MAX,
  type DirectMailDetails,
  type RequestCreate,
  RequestCreateSchema,
  type User,
} from '@stockroom/contract';
import { z } from 'zod/mini';
import type { FormLink } from './form-link';

const contract = RequestCreateSchema.shape;

/** Today in the member's own calendar, as YYYY-MM-DD (what a date input holds). */
export function localToday(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const QUANTITY_MESSAGE = `Enter a whole number from 1 to ${DIRECT_MAIL_QUANTITY_MAX.toLocaleString('en-US')}`;

/** Direct mail's fields as typed (text); each may be left for later. */
export interface DirectMailInput {
  quantity: string;
  mail_date: string;
  mailing_list_csv: string;
}

type Problem = (path: keyof DirectMailInput, message: string) => void;

/** The contract's rules for what was typed; empty fields are details to follow. */
function checkDirectMail(values: DirectMailInput, problem: Problem) {
  const quantity = values.quantity.trim();
  if (quantity && (!/^\d+$/.test(quantity) || !contract.quantity.safeParse(Number(quantity)).success))
    problem('quantity', QUANTITY_MESSAGE);
  // No date: as soon as possible.
  if (values.mail_date && !contract.mail_date.safeParse(values.mail_date).success)
    problem('mail_date', 'Use a date as YYYY-MM-DD');
  else if (values.mail_date && values.mail_date < localToday()) problem('mail_date', 'Choose today or a later date');
}

/** The quantity as a number, or null while it is to follow (or not a number yet). */
export function typedQuantity(quantity: string): number | null {
  const trimmed = quantity.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * The form's values: the contract's fields as they are, and the direct-mail fields as typed (text),
 * checked against the contract's own rules only when direct mail is on.
 */
export const RequestFormSchema = z
  .object({
    first_name: contract.first_name,
    last_name: contract.last_name,
    email: contract.email,
    phone_number: contract.phone_number,
    description: contract.description,
    download_url: contract.download_url,
    is_direct_mail: z.boolean(),
    quantity: z.string(),
    mail_date: z.string(),
    mailing_list_csv: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (!values.is_direct_mail) return;
      checkDirectMail(values, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message }));
    }),
  );
export type RequestFormInput = z.input<typeof RequestFormSchema>;
export type RequestFormValues = z.output<typeof RequestFormSchema>;

/** Every field the server may name in a 400; anything else goes to the form's own error. */
export const REQUEST_FORM_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'description',
  'download_url',
  'is_direct_mail',
  'quantity',
  'mail_date',
  'mailing_list_csv',
] as const satisfies readonly (keyof RequestFormInput)[];

/** A new request starts with the member's own name, e-mail and phone. */
export const defaultsFor = (record: User, link: FormLink): RequestFormInput => ({
  first_name: record.first_name,
  last_name: record.last_name,
  email: record.email_address,
  phone_number: record.phone_number,
  description: '',
  download_url: '',
  is_direct_mail: link.directMail,
  quantity: '',
  mail_date: '',
  mailing_list_csv: '',
});

/** The body of POST /api/requests; direct-mail fields only with direct mail on. */
export function requestBody(
  values: RequestFormValues,
  about: { productId: string | null; transactionId: string | null },
): RequestCreate {
  const { quantity, mail_date, mailing_list_csv, ...fields } = values;
  return {
    ...fields,
    product_id: about.productId,
    transaction_id: about.transactionId,
    ...(values.is_direct_mail
      ? directMailBody({ quantity, mail_date, mailing_list_csv })
      : { quantity: null, mail_date: null, mailing_list_csv: null }),
  };
}

/** The details added to a direct-mail request afterwards: at least one of them. */
export const DirectMailDetailsFormSchema = z
  .object({ quantity: z.string(), mail_date: z.string(), mailing_list_csv: z.string() })
  .check(
    z.superRefine((values, ctx) => {
      const problem: Problem = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
      checkDirectMail(values, problem);
      if (!values.quantity.trim() && !values.mail_date && !values.mailing_list_csv)
        problem('quantity', 'Add the quantity, the mail date or a mailing list');
    }),
  );

/** Direct mail's fields as sent: an empty one is null (to follow, or kept as the request has it). */
export const directMailBody = (values: DirectMailInput): DirectMailDetails => ({
  quantity: typedQuantity(values.quantity),
  mail_date: values.mail_date || null,
  mailing_list_csv: values.mailing_list_csv || null,
});
