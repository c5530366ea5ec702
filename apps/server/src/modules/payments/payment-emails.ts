/** The e-mails a member gets about a subscription; kept apart from the rules. */
import { formatPrice, type Subscription } from '@stockroom/contract';
import type { MailMessage } from '../mail/mail.service';

interface Member {
  first_name: string;
  username: string;
  email_address: string;
}

/** "March 5, 2027": dates in e-mails are the day the period ends, in UTC like the stored time. */
export const mailDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

const greeting = (member: Member) => `Hello ${member.first_name || member.username},`;

/** Sent once, when a paid checkout is first recorded (by the completion call or the provider's event). */
export function receiptEmail(member: Member, sub: Subscription, baseUrl: string): MailMessage {
  const until = sub.current_period_end ? `until ${mailDate(sub.current_period_end)}` : 'for good';
  const renews =
    sub.price.interval === 'once'
      ? 'This was a one-time payment: nothing more will be charged.'
      : `It renews every ${sub.price.interval} until you cancel it.`;
  return {
    to: member.email_address,
    subject: `You now have ${sub.product_title}`,
    text: [
      greeting(member),
      '',
      `You now have ${sub.product_title} ${until}.`,
      `Paid: ${formatPrice(sub.price)}. ${renews}`,
      '',
      `Open it: ${baseUrl}/products/${sub.product_id}`,
      `Your subscriptions: ${baseUrl}/my-account`,
    ].join('\n'),
  };
}

/** Sent when the member cancels renewal: what they keep, and until when. */
export function cancellationEmail(member: Member, sub: Subscription, baseUrl: string): MailMessage {
  const end = sub.current_period_end ? mailDate(sub.current_period_end) : 'the end of the paid period';
  return {
    to: member.email_address,
    subject: `Your subscription to ${sub.product_title} will not renew`,
    text: [
      greeting(member),
      '',
      `You cancelled the renewal of ${sub.product_title}. Nothing more will be charged.`,
      `You keep it until ${end}; you can resume the subscription before then.`,
      '',
      `Your subscriptions: ${baseUrl}/my-account`,
    ].join('\n'),
  };
}
