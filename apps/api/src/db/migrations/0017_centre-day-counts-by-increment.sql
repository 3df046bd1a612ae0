-- Issue 29 (decision 076): a check-in adds its change to the kept counts instead of recounting the
-- centre's day. Children changes still recount (migration 0005).
--
-- Makes the missing rows of the pairs and locks every row of the pairs in key order; answers the
-- pairs whose row it made, which hold no count yet. Lock first, count after: the next statement
-- takes a new READ COMMITTED snapshot that sees every change committed before the lock.
CREATE FUNCTION centre_day_counts_hold(centre_ids uuid[], days date[], OUT made_centre_ids uuid[], OUT made_days date[])
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF centre_ids IS NULL OR cardinality(centre_ids) = 0 THEN
    RETURN;
  END IF;
  WITH made AS (
    INSERT INTO centre_day_counts (day, centre_id)
      SELECT DISTINCT p.day, p.centre_id FROM unnest(centre_ids, days) AS p(centre_id, day) ORDER BY 1, 2
      ON CONFLICT DO NOTHING
      RETURNING centre_day_counts.centre_id, centre_day_counts.day
  )
  SELECT array_agg(made.centre_id), array_agg(made.day) INTO made_centre_ids, made_days FROM made;
  PERFORM 1 FROM centre_day_counts k
    WHERE (k.day, k.centre_id) IN (SELECT p.day, p.centre_id FROM unnest(centre_ids, days) AS p(centre_id, day))
    ORDER BY k.day, k.centre_id FOR UPDATE;
END $$;
--> statement-breakpoint
-- Sets held rows to a fresh count over the raw tables.
CREATE FUNCTION centre_day_counts_set(centre_ids uuid[], days date[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF centre_ids IS NULL OR cardinality(centre_ids) = 0 THEN
    RETURN;
  END IF;
  UPDATE centre_day_counts k
    SET enrollment = f.enrollment, checked_in = f.checked_in, checked_out = f.checked_out, compliant = f.compliant
    FROM centre_day_counts_of(centre_ids, days) f
    WHERE k.day = f.day AND k.centre_id = f.centre_id
      AND (k.enrollment, k.checked_in, k.checked_out, k.compliant)
          IS DISTINCT FROM (f.enrollment, f.checked_in, f.checked_out, f.compliant);
END $$;
--> statement-breakpoint
-- The same recount as before (children's triggers, the backfill), made of the two steps above.
CREATE OR REPLACE FUNCTION centre_day_counts_recount(centre_ids uuid[], days date[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM centre_day_counts_hold(centre_ids, days);
  PERFORM centre_day_counts_set(centre_ids, days);
END $$;
--> statement-breakpoint
-- The most records of one statement that are added to the counts one by one; a bigger statement (a
-- seed, a purge) recounts its pairs, set-based, as before.
CREATE FUNCTION centre_day_counts_increment_limit() RETURNS integer
LANGUAGE sql IMMUTABLE AS 'SELECT 1000';
--> statement-breakpoint
-- Adds a statement's change of check-ins to held rows, except the made ones (counted whole):
-- `added` are the records as the statement left them, `removed` as they were before it. For each
-- (centre, day, child) they touch, the child's share of the counts after the statement (their
-- records now) and before it (now without `added`, with `removed`), by `centre_day_counts_of`'s
-- definition: a child counts at the centre they are now at, active and enrolled on or before the
-- day; in = any CHECKIN there that day, out = any CHECKOUT, compliant = both. Children are not
-- changed by the statement, so neither is enrollment. One generic plan: planning this statement
-- for every check-in would cost more than running it.
CREATE FUNCTION centre_day_counts_add(added check_ins[], removed check_ins[], made_centre_ids uuid[], made_days date[])
RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  WITH touched AS (
    SELECT DISTINCT c.centre_id, c.local_date AS day, c.child_id
    FROM (SELECT a.centre_id, a.local_date, a.child_id FROM unnest(added) a
          UNION ALL SELECT r.centre_id, r.local_date, r.child_id FROM unnest(removed) r) c
    WHERE (c.centre_id, c.local_date) NOT IN (SELECT * FROM unnest(made_centre_ids, made_days))
  ), shares AS (
    SELECT t.centre_id, t.day,
           coalesce(bool_or(m.status = 'CHECKIN') FILTER (WHERE m.after_statement), false) AS in_after,
           coalesce(bool_or(m.status = 'CHECKOUT') FILTER (WHERE m.after_statement), false) AS out_after,
           coalesce(bool_or(m.status = 'CHECKIN') FILTER (WHERE m.before_statement), false) AS in_before,
           coalesce(bool_or(m.status = 'CHECKOUT') FILTER (WHERE m.before_statement), false) AS out_before
    FROM touched t
    JOIN children ch ON ch.id = t.child_id AND ch.centre_id = t.centre_id AND ch.active AND ch.enrolled_on <= t.day
    CROSS JOIN LATERAL (
      SELECT ci.status, true AS after_statement, ci.id <> ALL (SELECT a.id FROM unnest(added) a) AS before_statement
        FROM check_ins ci WHERE ci.child_id = t.child_id AND ci.local_date = t.day AND ci.centre_id = t.centre_id
      UNION ALL
      SELECT r.status, false, true
        FROM unnest(removed) r WHERE r.child_id = t.child_id AND r.local_date = t.day AND r.centre_id = t.centre_id
    ) m
    GROUP BY t.centre_id, t.day, t.child_id
  ), changes AS (
    SELECT s.centre_id, s.day,
           sum(s.in_after::integer - s.in_before::integer)::integer AS checked_in,
           sum(s.out_after::integer - s.out_before::integer)::integer AS checked_out,
           sum((s.in_after AND s.out_after)::integer - (s.in_before AND s.out_before)::integer)::integer AS compliant
    FROM shares s GROUP BY s.centre_id, s.day
  )
  UPDATE centre_day_counts k
    SET checked_in = k.checked_in + c.checked_in, checked_out = k.checked_out + c.checked_out,
        compliant = k.compliant + c.compliant
    FROM changes c
    WHERE k.day = c.day AND k.centre_id = c.centre_id AND (c.checked_in, c.checked_out, c.compliant) <> (0, 0, 0);
END $$;
--> statement-breakpoint
-- What a check-ins statement does to the counts of the (centre, day) pairs it touched: rows it
-- makes are counted whole, the others get its change, after their locks. `added` and `removed`
-- are cut one past the limit, so a cut list means a big statement: recount.
CREATE FUNCTION centre_day_counts_change(centre_ids uuid[], days date[], added check_ins[], removed check_ins[])
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  made record;
BEGIN
  IF centre_ids IS NULL OR cardinality(centre_ids) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(added) > centre_day_counts_increment_limit()
     OR cardinality(removed) > centre_day_counts_increment_limit() THEN
    PERFORM centre_day_counts_recount(centre_ids, days);
    RETURN;
  END IF;
  SELECT * INTO made FROM centre_day_counts_hold(centre_ids, days);
  PERFORM centre_day_counts_set(made.made_centre_ids, made.made_days);
  PERFORM centre_day_counts_add(added, removed, made.made_centre_ids, made.made_days);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION centre_day_counts_check_ins_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM centre_day_counts_change(
      array_agg(r.centre_id), array_agg(r.local_date),
      ARRAY(SELECT ROW(n.*)::check_ins FROM new_rows n LIMIT centre_day_counts_increment_limit() + 1),
      '{}')
    FROM (SELECT DISTINCT centre_id, local_date FROM new_rows) r;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION centre_day_counts_check_ins_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM centre_day_counts_change(
      array_agg(r.centre_id), array_agg(r.local_date),
      '{}',
      ARRAY(SELECT ROW(o.*)::check_ins FROM old_rows o LIMIT centre_day_counts_increment_limit() + 1))
    FROM (SELECT DISTINCT centre_id, local_date FROM old_rows) r;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only a change of whose, where, what or which day moves a count (not a new thumbnail, say).
CREATE OR REPLACE FUNCTION centre_day_counts_check_ins_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  change record;
BEGIN
  WITH moved AS MATERIALIZED (
    SELECT ROW(o.*)::check_ins AS before_row, ROW(n.*)::check_ins AS after_row
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.child_id, o.centre_id, o.status, o.local_date) IS DISTINCT FROM (n.child_id, n.centre_id, n.status, n.local_date)
  ), listed AS (
    SELECT m.before_row, m.after_row FROM moved m LIMIT centre_day_counts_increment_limit() + 1
  )
  SELECT array_agg(r.centre_id) AS centre_ids, array_agg(r.local_date) AS days,
         ARRAY(SELECT l.after_row FROM listed l) AS added, ARRAY(SELECT l.before_row FROM listed l) AS removed
    INTO change
    FROM (
      SELECT DISTINCT p.centre_id, p.local_date
      FROM moved m
      CROSS JOIN LATERAL (VALUES ((m.before_row).centre_id, (m.before_row).local_date),
                                 ((m.after_row).centre_id, (m.after_row).local_date)) AS p(centre_id, local_date)
    ) r;
  PERFORM centre_day_counts_change(change.centre_ids, change.days, change.added, change.removed);
  RETURN NULL;
END $$;
