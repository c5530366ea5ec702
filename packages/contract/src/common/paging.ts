import { z } from 'zod';

/** Spec §3: paged list of the brands service. */
export const pagedList = <T extends z.ZodType>(item: T) =>
  z.object({
    total: z.number().int().nonnegative(),
    limit: z.number().int().positive().optional(),
    startKey: z.string().nullable().optional(),
    data: z.array(item),
  });

/** Spec §5/§9: users page size is a positive integer of at most 100; page is a positive integer. */
export const USERS_PAGE_SIZE_MAX = 100;
export const BRANDS_PAGE_SIZE_MAX = 100;
