import type { ExportRequest } from '@stockroom/contract';

/** Query keys of the member's customizations: projects, themes, photos and downloads. */
const all = ['customize'] as const;

export const customizeKeys = {
  all,
  /** The open project of a product with its token (POST open answers it; re-read for a fresh token). */
  opened: (productId: string) => [...all, 'opened', productId] as const,
  projects: () => [...all, 'projects'] as const,
  project: (id: string) => [...all, 'project', id] as const,
  themes: () => [...all, 'themes'] as const,
  transactions: () => [...all, 'transactions'] as const,
  /** A project's preflight for one export request (format, page, size, print-ready). */
  preflight: (projectId: string, request: ExportRequest | null) => [...all, 'preflight', projectId, request] as const,
  brandLogo: () => [...all, 'brand-logo'] as const,
  /** The member's photos, for the templates' photo slots. */
  photos: () => [...all, 'photos'] as const,
  catalogueImages: (q: string) => [...all, 'catalogue-images', q] as const,
};
