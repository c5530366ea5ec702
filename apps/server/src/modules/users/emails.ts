/** The texts of the account e-mails; kept apart from the rules so they can be read and changed as prose. */
import type { MailMessage } from '../mail/mail.service';
import { CODE_LIFE_SECONDS } from './codes.service';

interface Recipient {
  username: string;
  first_name: string;
  email_address: string;
}

const greeting = (user: Recipient) => `Hello ${user.first_name || user.username},`;
const minutes = CODE_LIFE_SECONDS / 60;

export function confirmationEmail(user: Recipient, code: string, baseUrl: string): MailMessage {
  const link = `${baseUrl}/confirm-email?username=${encodeURIComponent(user.username)}`;
  return {
    to: user.email_address,
    subject: 'Confirm your e-mail address for Stockroom',
    text: [
      greeting(user),
      '',
      `Your confirmation code is ${code}. It works for ${minutes} minutes.`,
      '',
      `Enter it at ${link}`,
      '',
      'After you confirm, an administrator reviews your account; we will e-mail you when it is approved.',
      'If you did not sign up for Stockroom, you can ignore this message.',
    ].join('\n'),
  };
}

export function passwordResetEmail(user: Recipient, code: string, baseUrl: string): MailMessage {
  return {
    to: user.email_address,
    subject: 'Your Stockroom password reset code',
    text: [
      greeting(user),
      '',
      `Your password reset code is ${code}. It works for ${minutes} minutes.`,
      '',
      `Enter it with your username (${user.username}) and a new password at ${baseUrl}/login.`,
      'If you did not ask to reset your password, you can ignore this message; your password stays as it is.',
    ].join('\n'),
  };
}

export function accountWaitingEmail(
  admin: { email_address: string },
  user: Recipient & { company: string },
  baseUrl: string,
): MailMessage {
  const name = [user.first_name, user.company && `(${user.company})`].filter(Boolean).join(' ');
  return {
    to: admin.email_address,
    subject: `New Stockroom account waiting for approval: ${user.username}`,
    text: [
      `${user.username}${name ? `, ${name}` : ''}, has confirmed the e-mail address ${user.email_address}`,
      'and is waiting for your approval.',
      '',
      `Approve or deny the account at ${baseUrl}/admin/users`,
    ].join('\n'),
  };
}

export function accountApprovedEmail(user: Recipient, baseUrl: string): MailMessage {
  return {
    to: user.email_address,
    subject: 'Your Stockroom account is approved',
    text: [greeting(user), '', 'Your account is approved. You can sign in now:', `${baseUrl}/login`].join('\n'),
  };
}

export function accountDeniedEmail(user: Recipient): MailMessage {
  return {
    to: user.email_address,
    subject: 'Your Stockroom account request was denied',
    text: [
      greeting(user),
      '',
      'Your account request was denied, so you cannot sign in to Stockroom.',
      'If you think this is a mistake, contact an administrator.',
    ].join('\n'),
  };
}
