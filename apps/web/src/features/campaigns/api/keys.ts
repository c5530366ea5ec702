/** Query keys of the member's campaign projects. */
const all = ['campaigns'] as const;

export const campaignKeys = {
  all,
  project: (id: string) => [...all, 'project', id] as const,
  /** The token that lets the member save the campaign project (and make its kit). */
  token: (id: string) => [...all, 'token', id] as const,
};
