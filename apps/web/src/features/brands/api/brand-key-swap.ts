import { type Brand, decodeBrandKey, encodeBrandKey, mapBrandKeys } from '@stockroom/contract';

/**
 * The brands service keeps no square brackets in keys (DESIGN §1.8): the client swaps them for the
 * contract's placeholder words on the way out and back on the way in, so screens only see `[` `]`.
 */
export const encodeBrandKeys = <V>(values: Record<string, V>) =>
  mapBrandKeys(values, encodeBrandKey) as Record<string, V>;

export const decodeBrandKeys = (brand: Brand) => mapBrandKeys(brand, decodeBrandKey) as Brand;

/** A brand's values as the form edits them: every key but the base record's, null read as ''. */
export function brandValues(brand: Brand): Record<string, string> {
  const { id: _id, created_at: _created, updated_at: _updated, deleted_at: _deleted, ...values } = brand;
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value ?? '']));
}
