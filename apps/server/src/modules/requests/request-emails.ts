/** The texts of the request e-mails; kept apart from the rules so they can be read and changed as prose. */
import { detailsPhrase, type RequestRecord, type RequestStatus, type RequestType } from '@stockroom/contract';
import type { MailMessage } from '../mail/mail.service';
import { personName } from './requests.mapper';

export const STATUS_LABELS: Record<RequestStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
  declined: 'Declined',
};

export const TYPE_LABELS: Record<RequestType, string> = {
  request: 'Request',
  direct_mail: 'Direct mail',
  info: 'More information',
};

export interface MemberContact {
  username: string;
  first_name: string;
  last_name: string;
  email_address: string;
}

/** What an "request more info" without a message says. */
export const infoDescription = (productTitle: string) => `Asks for more information about ${productTitle}`;

/** The name the request was sent under, else the member's own. */
const senderName = (record: RequestRecord) =>
  [record.first_name, record.last_name].filter(Boolean).join(' ') || personName(record.member);
/** What the request is about: its product, else its kind. */
const subjectOf = (record: RequestRecord) => record.product_title || TYPE_LABELS[record.type];
const greeting = (member: MemberContact) => `Hello ${member.first_name || member.username},`;

function directMailLines(record: RequestRecord) {
  if (record.type !== 'direct_mail') return [];
  const rejected = record.mailing_list_rejected > 0 ? ` (${record.mailing_list_rejected} rows left out)` : '';
  const missing = record.missing_details;
  return [
    `Copies: ${record.quantity ?? 'to follow'}`,
    `Mail date: ${record.mail_date ?? 'as soon as possible'}`,
    `Addresses: ${record.mailing_list_count > 0 ? `${record.mailing_list_count}${rejected}` : 'to follow'}`,
    ...record.warnings.map((warning) => `Note: ${warning}`),
    ...(missing.length > 0 ? [`Details to follow: ${detailsPhrase(missing)}.`] : []),
  ];
}

/** To each administrator: who asks, for what, and where the request is in the queue. */
export function newRequestEmail(
  admin: { email_address: string },
  record: RequestRecord,
  member: MemberContact,
  baseUrl: string,
): MailMessage {
  const name = senderName(record);
  const who = `${name} (${member.username}, ${record.email || member.email_address || 'no e-mail address'})`;
  const intro =
    record.type === 'info'
      ? [`${who} asks for more information about`, `${record.product_title}.`]
      : [`${who} sent a request${record.product_title ? ` about ${record.product_title}` : ''}.`];
  return {
    to: admin.email_address,
    subject: `New request from ${name}: ${subjectOf(record)}`,
    text: [
      ...intro,
      '',
      ...(record.description === infoDescription(record.product_title)
        ? []
        : ['Their message:', record.description, '']),
      ...(record.phone_number ? [`Phone: ${record.phone_number}`] : []),
      ...directMailLines(record),
      ...(record.asset ? [`Customized file: ${record.asset.file_name}`] : []),
      ...(record.download_url ? [`Link: ${record.download_url}`] : []),
      `Open the request at ${baseUrl}/admin/requests/${record.id}`,
    ].join('\n'),
  };
}

/** To each administrator: the member added direct-mail details to a request. */
export function detailsAddedEmail(
  admin: { email_address: string },
  record: RequestRecord,
  member: MemberContact,
  baseUrl: string,
): MailMessage {
  const name = senderName(record);
  return {
    to: admin.email_address,
    subject: `Details added by ${name}: ${subjectOf(record)}`,
    text: [
      `${name} (${member.username}) added details to their direct-mail request.`,
      '',
      ...directMailLines(record),
      `Open the request at ${baseUrl}/admin/requests/${record.id}`,
    ].join('\n'),
  };
}

/** To the member: what we received and where to follow it. */
export function requestReceiptEmail(member: MemberContact, record: RequestRecord, baseUrl: string): MailMessage {
  return {
    to: member.email_address,
    subject: `We received your request: ${subjectOf(record)}`,
    text: [
      greeting(member),
      '',
      `Thank you: we received your request${record.product_title ? ` about ${record.product_title}` : ''}.`,
      ...directMailLines(record),
      '',
      'An administrator will look at it; we will e-mail you when its status changes.',
      `Follow it at ${baseUrl}/requests`,
    ].join('\n'),
  };
}

/** To the member: the request's new status and the administrator's note. */
export function statusChangeEmail(
  member: MemberContact,
  record: RequestRecord,
  note: string,
  baseUrl: string,
): MailMessage {
  const label = STATUS_LABELS[record.status];
  return {
    to: member.email_address,
    subject: `Your request is now ${label}`,
    text: [
      greeting(member),
      '',
      `Your request${record.product_title ? ` about ${record.product_title}` : ''} is now ${label}.`,
      ...(note ? ['', 'A note from us:', note] : []),
      '',
      `See your requests at ${baseUrl}/requests`,
    ].join('\n'),
  };
}
