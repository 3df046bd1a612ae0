-- Settles a centre's day of ratio in one call (decision 132, replacing the four statements of
-- decision 131's upkeep): the day row is made or locked first, then the kept counts are read in a
-- statement of their own (a new snapshot: every count committed before the lock is seen), the
-- staff needed worked out as the contract's `ratioNeeds` does (each band's children over its
-- ratio, rounded up, summed; an age below the first band counts in it), and today's out-of-ratio
-- episode opened or closed at p_now. Answers the start of an episode it opened, else null (also
-- for a centre that does not exist). p_defaults holds the contract's default bands by type
-- ({"TASKA": [[0, 3], ...]}), used only when a type has no rows.
CREATE FUNCTION settle_ratio_day(p_centre uuid, p_day date, p_now timestamptz, p_today date, p_defaults jsonb)
RETURNS timestamptz
LANGUAGE plpgsql AS $$
DECLARE
  v_care text;
  v_held ratio_days%ROWTYPE;
  v_needed integer;
  v_since timestamptz;
  v_seconds integer;
  v_begun timestamptz;
BEGIN
  SELECT c.care_type INTO v_care FROM centres c WHERE c.id = p_centre;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  INSERT INTO ratio_days AS d (centre_id, local_date) VALUES (p_centre, p_day)
    ON CONFLICT (local_date, centre_id) DO UPDATE SET centre_id = EXCLUDED.centre_id
    RETURNING d.* INTO v_held;
  WITH rules AS (
    SELECT r.from_age, r.children_per_staff FROM ratio_rules r WHERE r.care_type = v_care
    UNION ALL
    SELECT (b ->> 0)::smallint, (b ->> 1)::smallint FROM jsonb_array_elements(p_defaults -> v_care) b
      WHERE NOT EXISTS (SELECT 1 FROM ratio_rules r WHERE r.care_type = v_care)
  ), bands AS (
    SELECT from_age, children_per_staff,
      lead(from_age) OVER (ORDER BY from_age) AS to_age,
      row_number() OVER (ORDER BY from_age) = 1 AS first
    FROM rules
  )
  SELECT coalesce(sum((n.children + b.children_per_staff - 1) / b.children_per_staff), 0)::integer
    INTO v_needed
    FROM bands b CROSS JOIN LATERAL (
      SELECT greatest(0, coalesce(sum(k.children), 0))::integer AS children
        FROM ratio_child_counts k
        WHERE k.centre_id = p_centre AND k.local_date = p_day
          AND (b.first OR k.age >= b.from_age) AND (b.to_age IS NULL OR k.age < b.to_age)
    ) n;
  v_since := v_held.out_since;
  v_seconds := v_held.out_seconds;
  -- Episodes are today's: a record sent late for an earlier day changes that day's needs only.
  IF p_day = p_today THEN
    IF v_held.staff_present < v_needed AND v_since IS NULL THEN
      v_since := p_now;
      v_begun := p_now;
    ELSIF v_held.staff_present >= v_needed AND v_since IS NOT NULL THEN
      v_seconds := v_seconds + greatest(0, floor(extract(epoch FROM p_now - v_since)))::integer;
      v_since := NULL;
    END IF;
  END IF;
  IF v_needed <> v_held.staff_needed OR v_since IS DISTINCT FROM v_held.out_since
     OR v_seconds <> v_held.out_seconds THEN
    UPDATE ratio_days SET staff_needed = v_needed, out_since = v_since, out_seconds = v_seconds
      WHERE local_date = p_day AND centre_id = p_centre;
  END IF;
  RETURN v_begun;
END $$;
