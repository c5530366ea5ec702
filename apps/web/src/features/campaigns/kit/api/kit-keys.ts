/** Query keys of the member's campaign kits. */
const all = ['campaign-kits'] as const;

export const kitKeys = {
  all,
  list: () => [...all, 'list'] as const,
  kit: (kitId: string) => [...all, 'kit', kitId] as const,
  /** A campaign project's kit preflight, with or without the SVGs of its screen pieces. */
  preflight: (campaignProjectId: string, svg: boolean) => [...all, 'preflight', campaignProjectId, svg] as const,
};
