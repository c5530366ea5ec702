import type { QueryClient } from '@tanstack/react-query';
import { brandFieldKeys, brandSectionKeys } from './brand-keys';

/**
 * Keys the users feature owns, spelled here because features never import each other: the users
 * table shows each member's brand name, and a brand's page lists its members.
 */
export const usersKeysUsed = {
  lists: ['users', 'list'] as const,
  byBrand: (brandId: string) => ['users', 'list', { brand_id: brandId }] as const,
};

/**
 * Fields and sections are one picture (a field's `section` and a section's `fields` are kept in
 * step by the server), so a change to either refreshes both.
 */
export const invalidateBrandForm = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: brandFieldKeys.all }),
    queryClient.invalidateQueries({ queryKey: brandSectionKeys.all }),
  ]);
