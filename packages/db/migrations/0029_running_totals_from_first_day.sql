-- Running totals (decision 0049) change only from the first day added on: a batch of today's
-- events touches today's end of the array, not the whole year. The rollup now updates rows in place
-- with event_running_add, so the merge of two arrays goes.
CREATE OR REPLACE FUNCTION event_running_add(running integer[], days integer[], amounts integer[]) RETURNS integer[]
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  result integer[] := coalesce(running, '{}');
  len integer := coalesce(array_length(running, 1), 0);
  last_value integer := coalesce(running[len], 0);
  first_day integer;
  top integer := len;
  inc integer[];
  acc integer := 0;
  i integer;
BEGIN
  IF coalesce(array_length(days, 1), 0) = 0 THEN
    RETURN result;
  END IF;
  first_day := days[1];
  FOR i IN 1 .. array_length(days, 1) LOOP
    first_day := least(first_day, days[i]);
    top := greatest(top, days[i]);
  END LOOP;
  FOR i IN len + 1 .. top LOOP
    result[i] := last_value;
  END LOOP;
  inc := array_fill(0, ARRAY[top - first_day + 1]);
  FOR i IN 1 .. array_length(days, 1) LOOP
    inc[days[i] - first_day + 1] := inc[days[i] - first_day + 1] + amounts[i];
  END LOOP;
  FOR i IN first_day .. top LOOP
    acc := acc + inc[i - first_day + 1];
    result[i] := result[i] + acc;
  END LOOP;
  RETURN result;
END $$;
--> statement-breakpoint
DROP FUNCTION event_running_merge(integer[], integer[]);
