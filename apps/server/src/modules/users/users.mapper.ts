import type { User } from '@stockroom/contract';
import type { UserRow } from './users.queries';

/** A stored user as the contract shapes it: groups as ids, the confirmation flag as 0/1, ISO times. */
export const toUser = (row: UserRow, groups: string[]): User => ({
  id: row.id,
  username: row.username,
  first_name: row.first_name,
  last_name: row.last_name,
  email_address: row.email_address,
  phone_number: row.phone_number,
  company: row.company,
  address_line1: row.address_line1,
  address_line2: row.address_line2,
  country: row.country,
  city: row.city,
  state: row.state,
  zip_code: row.zip_code,
  membership_status: row.membership_status,
  groups,
  ordering_template_id: row.ordering_template_id,
  cognito_is_user_email_confirmed: row.email_confirmed ? 1 : 0,
  is_admin: row.is_admin,
  brand_id: row.brand_id,
  brand_name: row.brand_name,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});
