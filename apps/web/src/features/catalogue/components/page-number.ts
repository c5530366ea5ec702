/** The page a `?page=` parameter names: a whole number from 1, or 1 for anything else. */
export function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
