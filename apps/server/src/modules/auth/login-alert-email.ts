/** The e-mail that tells a member someone keeps trying their password (decision 0030). */
import type { MailMessage } from '../mail/mail.service';

interface Recipient {
  username: string;
  first_name: string;
  email_address: string;
}

export function failedLoginsEmail(user: Recipient, attempts: number, address: string, baseUrl: string): MailMessage {
  return {
    to: user.email_address,
    subject: 'Failed attempts to log in to your Stockroom account',
    text: [
      `Hello ${user.first_name || user.username},`,
      '',
      `Someone tried to log in to your Stockroom account (${user.username}) ${attempts} times with a wrong password.`,
      `The last attempt came from the address ${address}.`,
      '',
      'Your account is not locked: logging in now asks for a captcha as well as your password.',
      'If it was you, there is nothing to do.',
      `If it was not you, change your password at ${baseUrl}/my-account (or reset it at ${baseUrl}/forgot-password).`,
      '',
      'We send this message at most once an hour.',
    ].join('\n'),
  };
}
