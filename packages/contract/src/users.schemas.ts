import { z } from 'zod/mini';
import { MembershipStatusSchema } from './common/enums';
import { text } from './common/fields';
import { IdSchema } from './common/ids';

/** DESIGN §1.5: at least 10 characters; the server also refuses common passwords. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
export const PasswordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    z.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  );

export const UsernameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(3, 'Username must be at least 3 characters'),
    z.maxLength(50, 'Username must be at most 50 characters'),
    z.regex(/^[A-Za-z0-9._@-]+$/, 'Username may hold letters, digits and . _ @ - only'),
  );

const profileText = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const OptionalEmailSchema = z.union([z.email().check(z.maxLength(254)), z.literal('')]);

/** The profile fields, without defaults: an update changes only the fields it sends. */
const profileShape = {
  first_name: profileText(100),
  last_name: profileText(100),
  email_address: OptionalEmailSchema,
  phone_number: profileText(40),
  company: profileText(200),
  address_line1: profileText(200),
  address_line2: profileText(200),
  country: profileText(100),
  city: profileText(100),
  state: profileText(100),
  zip_code: profileText(20),
  ordering_template_id: profileText(100),
};
export const PROFILE_FIELDS = Object.keys(profileShape) as (keyof typeof profileShape)[];
export type ProfileField = (typeof PROFILE_FIELDS)[number];

type WithEmptyDefaults<S extends Record<string, z.ZodMiniType<string>>> = { [K in keyof S]: z.ZodMiniDefault<S[K]> };
const withEmptyDefaults = <S extends Record<string, z.ZodMiniType<string>>>(shape: S) =>
  Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [key, z._default(schema, '')]),
  ) as WithEmptyDefaults<S>;

/** The profile fields a member may change on their own record; missing ones read as ''. */
export const ProfileFieldsSchema = z.object(withEmptyDefaults(profileShape));

/** Spec §3: user, as the server answers it (never the password). */
export const UserSchema = z.object({
  id: z._default(IdSchema, '00000000-0000-0000-0000-000000000000'),
  username: text(),
  first_name: text(),
  last_name: text(),
  email_address: text(),
  phone_number: text(),
  company: text(),
  address_line1: text(),
  address_line2: text(),
  country: text(),
  city: text(),
  state: text(),
  zip_code: text(),
  membership_status: z._default(MembershipStatusSchema, 0),
  groups: z._default(z.array(IdSchema), []),
  ordering_template_id: text(),
  cognito_is_user_email_confirmed: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(1)), 0),
  is_admin: z._default(z.boolean(), false),
  /** The brand of the member's company (DESIGN §1.8), set by admins; null when none. */
  brand_id: z._default(z.nullable(IdSchema), null),
  /** That brand's name, for tables; '' when none. Read only. */
  brand_name: text(),
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
});
export type User = z.output<typeof UserSchema>;

/** Sign-up (no token): captcha required, always starts email-pending. */
export const SignUpRequestSchema = z.extend(ProfileFieldsSchema, {
  username: UsernameSchema,
  password: PasswordSchema,
  email_address: z.email().check(z.maxLength(254)),
  captcha_token: z.optional(z.string()),
  /** Admin creation only: ignored on sign-up. */
  membership_status: z.optional(MembershipStatusSchema),
  groups: z.optional(z.array(IdSchema)),
  is_admin: z.optional(z.boolean()),
  brand_id: z.optional(z.nullable(IdSchema)),
});
export type SignUpRequest = z.input<typeof SignUpRequestSchema>;

/**
 * PUT /api/user/{id}: members may send profile fields only; admins also status, groups, is_admin
 * and the brand (null unlinks it).
 * Built from the fields without defaults: `z.partial()` of defaulted fields would still fill in ''
 * and blank every field the form did not send.
 */
export const UserUpdateSchema = z.extend(z.partial(z.object(profileShape)), {
  membership_status: z.optional(MembershipStatusSchema),
  groups: z.optional(z.array(IdSchema)),
  is_admin: z.optional(z.boolean()),
  brand_id: z.optional(z.nullable(IdSchema)),
});
export type UserUpdate = z.input<typeof UserUpdateSchema>;

export const ChangePasswordSchema = z.object({
  password: PasswordSchema,
  /** The caller's current password; required when a member changes their own. */
  current_password: z.optional(z.string().check(z.maxLength(PASSWORD_MAX_LENGTH))),
});

export const ConfirmEmailSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  code: z.string().check(z.regex(/^\d{6}$/, 'The code has six digits')),
});

export const SendResetCodeSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  captcha_token: z.optional(z.string()),
});

export const ConfirmResetSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  code: z.string().check(z.regex(/^\d{6}$/, 'The code has six digits')),
  password: PasswordSchema,
});

/** Spec §5: page_size 1–100, page ≥ 1; empty or missing search is empty. */
export const UsersQuerySchema = z.object({
  page_size: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100)), 10),
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  search: z._default(z.string().check(z.maxLength(200)), ''),
  /** Only users in this membership status (0–3), e.g. 2 to find those waiting for approval. */
  membership_status: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(3))),
  /** Only the members linked to this brand. */
  brand_id: z.optional(IdSchema),
});
export const UsersPageSchema = z.object({
  count: z.number().check(z.int(), z.nonnegative()),
  dataset: z.array(UserSchema),
});

export const UserGroupParamsSchema = z.object({ user_id: IdSchema, group_id: IdSchema });
export const UserIdParamsSchema = z.object({ user_id: IdSchema });
export const MessageSchema = z.object({ message: z.string() });
