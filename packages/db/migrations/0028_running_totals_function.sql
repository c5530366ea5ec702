-- Adds counts on days of the year to running totals (decision 0049): `days` and `amounts` pair up,
-- in any order and with repeats. The result runs to the last day counted, earlier or now; a day past
-- the old end first repeats the old last value. One pass over the days, whatever their number.
CREATE FUNCTION event_running_add(running integer[], days integer[], amounts integer[]) RETURNS integer[]
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  result integer[] := coalesce(running, '{}');
  len integer := coalesce(array_length(running, 1), 0);
  last_value integer := coalesce(running[len], 0);
  top integer := len;
  inc integer[];
  acc integer := 0;
  i integer;
BEGIN
  FOR i IN 1 .. coalesce(array_length(days, 1), 0) LOOP
    top := greatest(top, days[i]);
  END LOOP;
  inc := array_fill(0, ARRAY[top]);
  FOR i IN 1 .. coalesce(array_length(days, 1), 0) LOOP
    inc[days[i]] := inc[days[i]] + amounts[i];
  END LOOP;
  FOR i IN 1 .. top LOOP
    acc := acc + inc[i];
    IF i > len THEN
      result[i] := last_value + acc;
    ELSE
      result[i] := result[i] + acc;
    END IF;
  END LOOP;
  RETURN result;
END $$;
--> statement-breakpoint
-- Two running totals added up day by day; each holds its last value past its end.
CREATE FUNCTION event_running_merge(a integer[], b integer[]) RETURNS integer[]
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  la integer := coalesce(array_length(a, 1), 0);
  lb integer := coalesce(array_length(b, 1), 0);
  result integer[] := array_fill(0, ARRAY[greatest(la, lb)]);
  i integer;
BEGIN
  FOR i IN 1 .. greatest(la, lb) LOOP
    result[i] := coalesce(a[least(i, la)], 0) + coalesce(b[least(i, lb)], 0);
  END LOOP;
  RETURN result;
END $$;
--> statement-breakpoint
-- The running totals of the events already rolled up, from the facts that keep them.
INSERT INTO event_running_totals (kind, dim, year, value, provider_ids, running)
SELECT kind, dim, year, value, provider_ids, event_running_add(NULL, array_agg(doy), array_agg(n))
FROM (
  SELECT kind, 'product' AS dim, extract(year FROM day)::int AS year, extract(doy FROM day)::int AS doy,
    product_id AS value, provider_ids, sum(count)::int AS n
  FROM event_daily_facts WHERE product_id <> '00000000-0000-0000-0000-000000000000'
  GROUP BY 1, 2, 3, 4, 5, 6
  UNION ALL
  SELECT kind, 'template', extract(year FROM day)::int, extract(doy FROM day)::int, template_id, provider_ids, sum(count)::int
  FROM event_daily_facts WHERE template_id <> '00000000-0000-0000-0000-000000000000'
  GROUP BY 1, 2, 3, 4, 5, 6
) d
GROUP BY kind, dim, year, value, provider_ids;
