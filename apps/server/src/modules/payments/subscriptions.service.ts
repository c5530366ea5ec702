/**
 * Subscriptions once recorded: the member's own list, cancelling and resuming renewal through the
 * provider, and the admins' list and revenue. Another member's subscription is 404.
 */
import type { Subscription, SubscriptionStatus } from '@stockroom/contract';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../errors';
import type { Viewer } from '../access/access.service';
import { userContact } from '../users/users.service';
import { cancellationEmail, receiptEmail } from './payment-emails';
import { updateSubscriptionRow } from './payments.queries';
import { shownStatus, toRevenueRow, toSubscription } from './subscriptions.mapper';
import {
  adminSubscriptionRows,
  countAdminSubscriptions,
  memberSubscriptionRows,
  revenueRows,
  subscriptionRow,
} from './subscriptions.queries';

type ReadDeps = Pick<AppDeps, 'database'>;
type MailDeps = Pick<AppDeps, 'config' | 'database' | 'mailer'>;

const subscriptionNotFound = () => notFound('Subscription not found');

export async function subscriptionView(deps: ReadDeps, id: string): Promise<Subscription> {
  const row = await subscriptionRow(deps.database.db, id);
  if (!row) throw subscriptionNotFound();
  return toSubscription(row);
}

async function mailMember(deps: MailDeps, userId: string, build: typeof receiptEmail, sub: Subscription) {
  const member = await userContact(deps.database.db, userId);
  if (!member?.email_address) return;
  await deps.mailer.send(build(member, sub, deps.config.publicBaseUrl));
}

/** The receipt, sent by whichever path recorded the payment first. */
export const mailReceipt = (deps: MailDeps, userId: string, sub: Subscription) =>
  mailMember(deps, userId, receiptEmail, sub);

export async function mySubscriptions(deps: ReadDeps, viewer: Viewer) {
  const now = new Date();
  return (await memberSubscriptionRows(deps.database.db, viewer.userId)).map((row) => toSubscription(row, now));
}

type RenewalDeps = MailDeps & Pick<AppDeps, 'payments'>;

/**
 * Stops (`cancel`) or resumes renewal at the provider and stores what it answers. Only the owner's
 * renewing subscription that has not ended qualifies; a one-time payment has nothing to renew.
 */
export async function setRenewal(deps: RenewalDeps, viewer: Viewer, id: string, cancel: boolean) {
  const db = deps.database.db;
  const found = await subscriptionRow(db, id.toLowerCase());
  if (!found || found.subscription.user_id !== viewer.userId) throw subscriptionNotFound();
  const row = found.subscription;
  if (row.interval === 'once' || !row.provider_subscription_id) {
    throw badRequest('A one-time payment does not renew: there is nothing to cancel or resume');
  }
  if (shownStatus(row) === 'ended') throw badRequest('This subscription has ended: subscribe again from the product');
  if (row.provider !== deps.payments.name) {
    throw badRequest(`This subscription is managed by the ${row.provider} provider, which is not in use here`);
  }
  const answered = await deps.payments.setCancelAtPeriodEnd(row.provider_subscription_id, cancel);
  await updateSubscriptionRow(db, row.id, {
    status: answered.status,
    current_period_end: answered.currentPeriodEnd,
    cancel_at_period_end: answered.cancelAtPeriodEnd,
  });
  const sub = await subscriptionView(deps, row.id);
  if (cancel && !row.cancel_at_period_end) await mailMember(deps, viewer.userId, cancellationEmail, sub);
  return sub;
}

interface AdminQuery {
  page: number;
  page_size: number;
  status?: SubscriptionStatus | undefined;
  product_id?: string | undefined;
}

/** Every member's subscriptions, newest first; two queries whatever the page. */
export async function adminSubscriptions(deps: ReadDeps, query: AdminQuery) {
  const db = deps.database.db;
  const filter = { status: query.status, productId: query.product_id?.toLowerCase() };
  const [rows, count] = await Promise.all([
    adminSubscriptionRows(db, filter, (query.page - 1) * query.page_size, query.page_size),
    countAdminSubscriptions(db, filter),
  ]);
  const now = new Date();
  return {
    count,
    dataset: rows.map((row) => ({
      ...toSubscription(row, now),
      user_id: row.subscription.user_id,
      username: row.username,
      member_name: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.username,
    })),
  };
}

/** One query: per product, provider and currency. */
export async function revenue(deps: ReadDeps) {
  return (await revenueRows(deps.database.db)).map(toRevenueRow);
}
