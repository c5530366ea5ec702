import { z } from 'zod/mini';

/** Spec §3: paged list of the brands service. */
export const pagedList = <T extends z.core.SomeType>(item: T) =>
  z.object({
    total: z.number().check(z.int(), z.nonnegative()),
    limit: z.optional(z.number().check(z.int(), z.positive())),
    startKey: z.optional(z.nullable(z.string())),
    data: z.array(item),
  });

/** Spec §5/§9: users page size is a positive integer of at most 100; page is a positive integer. */
export const USERS_PAGE_SIZE_MAX = 100;
export const BRANDS_PAGE_SIZE_MAX = 100;
