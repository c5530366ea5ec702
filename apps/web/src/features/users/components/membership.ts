import {
  MEMBERSHIP,
  MEMBERSHIP_STATUSES,
  type MembershipStatusName,
  membershipStatusName,
  type User,
} from '@stockroom/contract';
import { useCallback } from 'react';
import { useConfirm } from '../../../components/admin/confirm';
import { showSnackbar } from '../../../lib/snackbar-bus';
import { useUpdateUserMutation } from '../api/update-user';

/** Membership status in words (spec §3 sends the position in MEMBERSHIP_STATUSES). */
export const STATUS_LABELS = {
  'email-pending': 'E-mail pending',
  active: 'Active',
  'waiting-for-approval': 'Waiting for approval',
  denied: 'Denied',
} as const satisfies Record<MembershipStatusName, string>;

export const STATUS_COLORS = {
  'email-pending': 'default',
  active: 'success',
  'waiting-for-approval': 'warning',
  denied: 'error',
} as const satisfies Record<MembershipStatusName, string>;

export const statusLabel = (status: number) => STATUS_LABELS[membershipStatusName(status)];

export const STATUS_OPTIONS = MEMBERSHIP_STATUSES.map((name, value) => ({ value, label: STATUS_LABELS[name] }));

export const isWaiting = (user: Pick<User, 'membership_status'>) =>
  user.membership_status === MEMBERSHIP['waiting-for-approval'];

/** How a person is named in messages: their name, with the username. */
export const displayName = (user: Pick<User, 'first_name' | 'last_name' | 'username'>) => {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name ? `${name} (${user.username})` : user.username;
};

/** The question asked before a status changes; a denied person is also signed out at once. */
export const statusChangeQuestion = (user: User, to: number) => ({
  title: to === MEMBERSHIP.denied ? 'Deny membership?' : 'Change membership status?',
  message:
    to === MEMBERSHIP.denied
      ? `${displayName(user)} will no longer be able to log in and is logged out now.`
      : `${displayName(user)} goes from “${statusLabel(user.membership_status)}” to “${statusLabel(to)}”.`,
  confirmLabel: to === MEMBERSHIP.denied ? 'Deny' : 'Change status',
  destructive: to === MEMBERSHIP.denied,
});

/** One-click approval, and denial after a confirmation, for members waiting for approval (DESIGN §1.4). */
export function useMembershipActions() {
  const { mutate, isPending, variables } = useUpdateUserMutation();
  const confirm = useConfirm();

  const setStatus = useCallback(
    (user: User, status: number, done: string) =>
      mutate({ id: user.id, body: { membership_status: status } }, { onSuccess: () => showSnackbar(done) }),
    [mutate],
  );
  const approve = useCallback(
    (user: User) => setStatus(user, MEMBERSHIP.active, `${displayName(user)} is approved`),
    [setStatus],
  );
  const deny = useCallback(
    async (user: User) => {
      if (await confirm(statusChangeQuestion(user, MEMBERSHIP.denied))) {
        setStatus(user, MEMBERSHIP.denied, `${displayName(user)} is denied`);
      }
    },
    [confirm, setStatus],
  );

  /** The user whose status is being changed, if any. */
  const busyId = isPending ? variables.id : undefined;
  return { approve, deny, busyId };
}
