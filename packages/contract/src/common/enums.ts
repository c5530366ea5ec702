import { z } from 'zod/mini';

/** Spec §3/§9: a content-provider permission travels as its position in this list. */
export const PERMISSIONS = ['no', 'gated', 'yes'] as const;
export type PermissionName = (typeof PERMISSIONS)[number];
export const PermissionSchema = z
  .number()
  .check(z.int(), z.minimum(0), z.maximum(2), z.describe('0 no, 1 gated, 2 yes'));
export type Permission = z.infer<typeof PermissionSchema>;
export const PERMISSION = { no: 0, gated: 1, yes: 2 } as const satisfies Record<PermissionName, number>;
export const permissionName = (value: number): PermissionName => PERMISSIONS[value] ?? 'no';

/** Spec §3/§9: membership status travels as its position in this list; the default is email-pending. */
export const MEMBERSHIP_STATUSES = ['email-pending', 'active', 'waiting-for-approval', 'denied'] as const;
export type MembershipStatusName = (typeof MEMBERSHIP_STATUSES)[number];
export const MembershipStatusSchema = z
  .number()
  .check(
    z.int(),
    z.minimum(0),
    z.maximum(3),
    z.describe('0 email-pending, 1 active, 2 waiting-for-approval, 3 denied'),
  );
export type MembershipStatus = z.infer<typeof MembershipStatusSchema>;
export const MEMBERSHIP = {
  'email-pending': 0,
  active: 1,
  'waiting-for-approval': 2,
  denied: 3,
} as const satisfies Record<MembershipStatusName, number>;
export const membershipStatusName = (value: number): MembershipStatusName =>
  MEMBERSHIP_STATUSES[value] ?? 'email-pending';
