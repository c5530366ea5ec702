import { z } from 'zod/mini';
import { IdSchema } from './common/ids';

/** The funnel's steps, in order (DESIGN §1.10): each converts into the next. */
export const FUNNEL_KINDS = [
  'impression',
  'product_view',
  'customization',
  'download',
  'request',
  'subscription',
] as const;
/** Everything counted: the funnel, then logins and searches. */
export const MEASURE_KINDS = [...FUNNEL_KINDS, 'login', 'search'] as const;
export const MeasureSchema = z.enum(MEASURE_KINDS);
export type Measure = z.output<typeof MeasureSchema>;

/** The longest period a dashboard reads at once. */
export const ANALYTICS_MAX_DAYS = 366;

const count = z.number().check(z.int(), z.nonnegative());
const day = z.iso.date().check(z.describe('A day, YYYY-MM-DD (UTC)'));

/**
 * The period and filters every panel takes. `from` and `to` are both included; without them the
 * period is the 30 days that end today (UTC).
 */
export const AnalyticsQuerySchema = z
  .object({
    from: z.optional(day),
    to: z.optional(day),
    provider_id: z.optional(IdSchema),
    category_id: z.optional(IdSchema),
    group_id: z.optional(IdSchema),
    product_id: z.optional(IdSchema),
  })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The period ends before it starts', path: ['to'] }),
    z.refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < ANALYTICS_MAX_DAYS, {
      message: `A period is at most ${ANALYTICS_MAX_DAYS} days`,
      path: ['from'],
    }),
  );
export type AnalyticsQuery = z.output<typeof AnalyticsQuerySchema>;

/** The period a panel answered for, filled in when the query left it out. */
const PeriodSchema = z.object({ from: day, to: day });

export const FunnelSchema = z.object({
  period: PeriodSchema,
  steps: z.array(
    z.object({
      kind: z.enum(FUNNEL_KINDS),
      count,
      /** Distinct members with at least one such event in the period. */
      members: count,
      /** This step's count over the previous step's; null for the first step or after a zero. */
      conversion: z.nullable(z.number().check(z.nonnegative())),
    }),
  ),
});
export type Funnel = z.output<typeof FunnelSchema>;

export const SeriesQuerySchema = z.extend(AnalyticsQuerySchema, {
  bucket: z._default(z.enum(['day', 'week']), 'day'),
});
/** Each measure per day or per ISO week (weeks start on Monday), every bucket of the period present. */
export const SeriesSchema = z.object({
  period: PeriodSchema,
  bucket: z.enum(['day', 'week']),
  points: z.array(
    z.object({
      start: day,
      counts: z.record(MeasureSchema, count),
      /** Distinct members with any event in the bucket. */
      active_members: count,
    }),
  ),
});
export type Series = z.output<typeof SeriesSchema>;

/** Active members and logins per group; a member in two groups counts in both. */
export const GroupActivitySchema = z.object({
  period: PeriodSchema,
  groups: z.array(z.object({ id: IdSchema, name: z.string(), active_members: count, logins: count })),
});
export type GroupActivity = z.output<typeof GroupActivitySchema>;

export const TOP_DIMENSIONS = ['product', 'category', 'template', 'group'] as const;
export const TopQuerySchema = z.extend(AnalyticsQuerySchema, {
  measure: MeasureSchema,
  dimension: z.enum(TOP_DIMENSIONS),
  limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100)), 10),
});
/** The most counted products, categories, templates or groups for one measure, most first. */
export const TopSchema = z.object({
  period: PeriodSchema,
  rows: z.array(z.object({ id: IdSchema, name: z.string(), count, members: count })),
});
export type Top = z.output<typeof TopSchema>;

export const LimitedAnalyticsQuerySchema = z.extend(AnalyticsQuerySchema, {
  limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100)), 20),
});
/** Live, published products with no product view in the period (within the filters), oldest first. */
export const UnviewedSchema = z.object({
  period: PeriodSchema,
  total: count,
  products: z.array(z.object({ id: IdSchema, title: z.string(), created_at: z.string() })),
});
export type Unviewed = z.output<typeof UnviewedSchema>;

/** Searches by their normalized query: the most made, and those that found nothing. */
export const SearchesSchema = z.object({
  period: PeriodSchema,
  top: z.array(z.object({ query: z.string(), count, zero_results: count })),
  zero_results: z.array(z.object({ query: z.string(), count })),
});
export type Searches = z.output<typeof SearchesSchema>;

/** Each content provider's reach: its products' views and downloads, and the members they reached. */
export const ProviderReachSchema = z.object({
  period: PeriodSchema,
  providers: z.array(z.object({ id: IdSchema, name: z.string(), views: count, downloads: count, members: count })),
});
export type ProviderReach = z.output<typeof ProviderReachSchema>;
