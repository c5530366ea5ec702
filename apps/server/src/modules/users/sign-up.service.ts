/**
 * `POST /user` (DESIGN §1.4, §1.13): without a token it is sign-up (rate limit, captcha, always
 * email-pending); with an admin's token it creates the user directly in the status, groups and
 * role given.
 */
import { MEMBERSHIP, type RouteParsed, type userRoutes } from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import { fieldError, forbidden } from '../../errors';
import { hashPassword } from '../../lib/passwords';
import { enforceRateLimits } from '../../lib/rate-limit';
import type { AuthContext } from '../../plugins/auth';
import { requireLinkableBrand } from '../brands/brands.service';
import { checkPasswordPolicy, limitKey, requireCaptchaToken, usernameTakenError, verifyCaptcha } from './account-rules';
import { issueCode } from './codes.service';
import { confirmationEmail } from './emails';
import { eraseUser, insertUser, liveGroupIds, type NewUser, replaceUserGroups, usernameTaken } from './users.queries';

export type SignUpInput = RouteParsed<typeof userRoutes.signUp>['body'];
type SignUpDeps = Pick<AppDeps, 'config' | 'database' | 'tokens' | 'limiter' | 'mailer' | 'captcha'>;

export async function createUser(deps: SignUpDeps, input: SignUpInput, caller: AuthContext | null, ip: string) {
  if (!caller) return signUp(deps, input, ip);
  if (!caller.isAdmin) throw forbidden('Only administrators may create users. Sign out to sign up.');
  return createDirectly(deps, input);
}

async function signUp(deps: SignUpDeps, input: SignUpInput, ip: string) {
  await enforceRateLimits(deps.limiter, [
    { key: limitKey('signup', 'ip', ip), rule: deps.config.rateLimits.signUpPerAddress },
  ]);
  const token = requireCaptchaToken(input.captcha_token);
  // Checked before the captcha is used up, so that fixing the password needs no new solution.
  checkPasswordPolicy(input.password, input.username);
  await verifyCaptcha(deps.captcha, token);
  // Whatever the form sent, a signed-up user starts unconfirmed, in no group, without rights.
  return createRecord(
    deps,
    input,
    { membership_status: MEMBERSHIP['email-pending'], is_admin: false, brand_id: null },
    [],
  );
}

async function createDirectly(deps: SignUpDeps, input: SignUpInput) {
  checkPasswordPolicy(input.password, input.username);
  const groups = [...new Set(input.groups ?? [])];
  const known = await liveGroupIds(deps.database.db, groups);
  const unknown = groups.filter((id) => !known.has(id));
  if (unknown.length > 0) throw fieldError('groups', `No such group: ${unknown.join(', ')}`);
  const status = input.membership_status ?? MEMBERSHIP['email-pending'];
  const role = { membership_status: status, is_admin: input.is_admin ?? false, brand_id: input.brand_id ?? null };
  return createRecord(deps, input, role, groups);
}

/**
 * Stores the user, their groups and (when email-pending) a confirmation code in one transaction,
 * then queues the code's e-mail. The mailer writes its outbox row outside that transaction, so if
 * it fails the new user is erased again: nobody is left with an account they cannot confirm.
 */
async function createRecord(
  deps: SignUpDeps,
  input: SignUpInput,
  role: { membership_status: number; is_admin: boolean; brand_id: string | null },
  groups: string[],
) {
  const db = deps.database.db;
  // A quick answer for the common case; the unique index still decides under a race.
  if (await usernameTaken(db, input.username)) throw usernameTakenError();
  const pending = role.membership_status === MEMBERSHIP['email-pending'];
  const values: NewUser = {
    username: input.username,
    password_hash: await hashPassword(input.password),
    first_name: input.first_name,
    last_name: input.last_name,
    email_address: input.email_address,
    phone_number: input.phone_number,
    company: input.company,
    address_line1: input.address_line1,
    address_line2: input.address_line2,
    country: input.country,
    city: input.city,
    state: input.state,
    zip_code: input.zip_code,
    ordering_template_id: input.ordering_template_id,
    membership_status: role.membership_status,
    // An administrator who creates an account past email-pending vouches for its address.
    email_confirmed: !pending,
    is_admin: role.is_admin,
    brand_id: role.brand_id,
  };
  const { id, code } = await db.transaction(async (tx) => {
    if (role.brand_id) await requireLinkableBrand(tx, role.brand_id);
    const id = await insertUser(tx, values);
    if (!id) throw usernameTakenError();
    if (groups.length > 0) await replaceUserGroups(tx, id, groups);
    const code = pending ? await issueCode(tx, deps.tokens, id, 'confirm-email') : null;
    return { id, code };
  });
  if (code) {
    try {
      await deps.mailer.send(confirmationEmail(input, code, deps.config.publicBaseUrl));
    } catch (error) {
      await eraseUser(db, id);
      throw error;
    }
  }
  return { id };
}
