/**
 * Direct mail's rules the server and the form share (decision 0021): which details a request still
 * lacks, and the warning when the copies ordered and the addresses given disagree.
 */

/** What a direct-mail order needs before it can be done; the member may send it with the request or later. */
export const DIRECT_MAIL_DETAILS = ['quantity', 'mailing_list'] as const;
export type DirectMailDetail = (typeof DIRECT_MAIL_DETAILS)[number];

export const DIRECT_MAIL_DETAIL_LABELS: Record<DirectMailDetail, string> = {
  quantity: 'the quantity',
  mailing_list: 'the mailing list',
};

/** The details a request still lacks: none unless it is direct mail. */
export function missingDirectMailDetails(request: {
  type: string;
  quantity: number | null;
  mailing_list_count: number;
}): DirectMailDetail[] {
  if (request.type !== 'direct_mail') return [];
  return DIRECT_MAIL_DETAILS.filter((detail) =>
    detail === 'quantity' ? request.quantity === null : request.mailing_list_count === 0,
  );
}

/** "the quantity and the mailing list". */
export const detailsPhrase = (details: readonly DirectMailDetail[]) =>
  details.map((detail) => DIRECT_MAIL_DETAIL_LABELS[detail]).join(' and ');

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * A warning, not a refusal, when each address would not get one copy: fewer copies leave addresses
 * out, more leave copies over (which a member may want, e.g. to hand out). Null when they agree or
 * one of them is not known yet.
 */
export function quantityWarning(quantity: number | null | undefined, addresses: number): string | null {
  if (quantity == null || addresses === 0 || quantity === addresses) return null;
  const ordered = `${plural(quantity, 'copy', 'copies')} for ${plural(addresses, 'address', 'addresses')}`;
  return quantity < addresses
    ? `${ordered}: ${plural(addresses - quantity, 'address gets', 'addresses get')} nothing.`
    : `${ordered}: ${plural(quantity - addresses, 'copy is', 'copies are')} left over after one to each address.`;
}
