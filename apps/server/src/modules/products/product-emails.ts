/** The text of the "request more info" e-mail to administrators; kept apart from the rules. */
import type { MailMessage } from '../../lib/deps';

interface Asker {
  username: string;
  first_name: string;
  last_name: string;
  email_address: string;
}

export function productInfoEmail(
  admin: { email_address: string },
  member: Asker,
  product: { id: string; title: string },
  message: string,
  baseUrl: string,
): MailMessage {
  const name = [member.first_name, member.last_name].filter(Boolean).join(' ') || member.username;
  const title = product.title || product.id;
  return {
    to: admin.email_address,
    subject: `${name} asks for more information about ${title}`,
    text: [
      `${name} (${member.username}, ${member.email_address || 'no e-mail address'}) asks for more information about`,
      `${title}.`,
      '',
      ...(message ? ['Their message:', message, ''] : []),
      `Manage products at ${baseUrl}/admin/products`,
    ].join('\n'),
  };
}
