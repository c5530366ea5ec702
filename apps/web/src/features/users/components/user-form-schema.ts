import {
  IdSchema,
  MEMBERSHIP,
  MembershipStatusSchema,
  PasswordSchema,
  ProfileFieldsSchema,
  type SignUpRequest,
  SignUpRequestSchema,
  type User,
  UsernameSchema,
  type UserUpdate,
} from '@stockroom/contract';
import { z } from 'zod/mini';
import { PROFILE_INPUT_NAMES, type ProfileInput } from '../../../components/form/profile-inputs';

const profileShape = Object.fromEntries(
  PROFILE_INPUT_NAMES.map((name) => [name, ProfileFieldsSchema.shape[name].def.innerType]),
) as { [K in ProfileInput]: (typeof ProfileFieldsSchema.shape)[K]['def']['innerType'] };

export type UserFormMode = 'create' | 'edit';

/**
 * One form for both: a new user needs a username, a password and an e-mail address (as at
 * sign-up); an edit keeps the username and leaves the password alone.
 */
export const userFormSchema = (mode: UserFormMode) =>
  z.object({
    ...profileShape,
    email_address: mode === 'create' ? SignUpRequestSchema.shape.email_address : profileShape.email_address,
    username: mode === 'create' ? UsernameSchema : z.string(),
    password: mode === 'create' ? PasswordSchema : z.string(),
    membership_status: MembershipStatusSchema,
    groups: z.array(IdSchema),
    is_admin: z.boolean(),
    brand_id: z.nullable(IdSchema),
  });

export type UserFormValues = z.input<ReturnType<typeof userFormSchema>>;
type UserFormOutput = z.output<ReturnType<typeof userFormSchema>>;

/** Every field the server may name in its `issues`. */
export const USER_FORM_FIELDS = [
  ...PROFILE_INPUT_NAMES,
  'username',
  'password',
  'membership_status',
  'groups',
  'is_admin',
  'brand_id',
] as const satisfies readonly (keyof UserFormValues)[];

/** A new admin-made user is active unless the admin says otherwise. */
export function userFormValues(user?: User): UserFormValues {
  const profile = Object.fromEntries(PROFILE_INPUT_NAMES.map((name) => [name, user?.[name] ?? ''])) as Record<
    ProfileInput,
    string
  >;
  return {
    ...profile,
    username: user?.username ?? '',
    password: '',
    membership_status: user?.membership_status ?? MEMBERSHIP.active,
    groups: user?.groups ?? [],
    is_admin: user?.is_admin ?? false,
    brand_id: user?.brand_id ?? null,
  };
}

const profileOf = (values: UserFormOutput) =>
  Object.fromEntries(PROFILE_INPUT_NAMES.map((name) => [name, values[name]])) as Record<ProfileInput, string>;

/** POST /user: everything the form holds. */
export const createBody = (values: UserFormOutput): SignUpRequest => ({
  ...profileOf(values),
  username: values.username,
  password: values.password,
  membership_status: values.membership_status,
  groups: values.groups,
  is_admin: values.is_admin,
  brand_id: values.brand_id,
});

/** PUT /api/user/{id}: the profile, status, groups, admin flag and brand; never the username or password. */
export const updateBody = (values: UserFormOutput): UserUpdate => ({
  ...profileOf(values),
  membership_status: values.membership_status,
  groups: values.groups,
  is_admin: values.is_admin,
  brand_id: values.brand_id,
});
