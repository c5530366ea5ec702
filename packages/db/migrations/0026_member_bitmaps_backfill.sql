-- The per-dimension counts and member bitmaps (decision 0049) for the events already rolled up:
-- everything up to the watermark is in event_daily_facts, which keeps every dimension and the member.
INSERT INTO event_daily_counts (kind, dim, day, value, provider_ids, count, zero_results)
SELECT f.kind, d.dim, f.day, d.value, f.provider_ids, sum(f.count), sum(f.zero_results)
FROM event_daily_facts f CROSS JOIN LATERAL (
  SELECT 'all' AS dim, '' AS value
  UNION ALL SELECT 'category', c::text FROM unnest(f.category_ids) c
  UNION ALL SELECT 'group', g::text FROM unnest(f.group_ids) g
  UNION ALL SELECT 'query', f.search_query WHERE f.search_query <> ''
) d
GROUP BY f.kind, d.dim, f.day, d.value, f.provider_ids;
--> statement-breakpoint
INSERT INTO event_members (user_id, n)
SELECT u.user_id, row_number() OVER (ORDER BY u.user_id) - 1
FROM (SELECT DISTINCT user_id FROM event_daily_facts WHERE user_id <> '00000000-0000-0000-0000-000000000000') u;
--> statement-breakpoint
INSERT INTO event_member_bits (kind, dim, day, value, provider_ids, chunk, bits)
SELECT y.kind, y.dim, y.day, y.value, y.provider_ids, y.n / 8192,
  bit_or(set_bit((SELECT repeat('0', 8192)::bit(8192)), y.n % 8192, 1))
FROM (
  SELECT DISTINCT k.kind, d.dim, f.day, d.value, f.provider_ids, m.n
  FROM event_daily_facts f
  JOIN event_members m ON m.user_id = f.user_id
  CROSS JOIN LATERAL (VALUES (f.kind), ('any')) k(kind)
  CROSS JOIN LATERAL (
    SELECT 'all' AS dim, '' AS value
    UNION ALL SELECT 'category', c::text FROM unnest(f.category_ids) c
    UNION ALL SELECT 'group', g::text FROM unnest(f.group_ids) g
  ) d
  WHERE NOT (k.kind = 'any' AND d.dim = 'category')
) y
GROUP BY y.kind, y.dim, y.day, y.value, y.provider_ids, y.n / 8192;
