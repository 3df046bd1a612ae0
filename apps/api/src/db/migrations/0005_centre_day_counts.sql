CREATE TABLE "centre_day_counts" (
	"day" date NOT NULL,
	"centre_id" uuid NOT NULL,
	"enrollment" integer DEFAULT 0 NOT NULL,
	"checked_in" integer DEFAULT 0 NOT NULL,
	"checked_out" integer DEFAULT 0 NOT NULL,
	"compliant" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "centre_day_counts_pkey" PRIMARY KEY("day","centre_id")
);
--> statement-breakpoint
ALTER TABLE "centre_day_counts" ADD CONSTRAINT "centre_day_counts_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "centre_day_counts_centre_id_day_idx" ON "centre_day_counts" USING btree ("centre_id","day");--> statement-breakpoint
-- The counts of each (centre, day) pair given, from the raw tables (decision 019): enrollment = the
-- centre's active children enrolled on or before the day; checked in / out = those children with a
-- CHECKIN / CHECKOUT at the centre that day; compliant = those with both. The one SQL definition the
-- kept counts are made from (decision 043).
CREATE FUNCTION centre_day_counts_of(centre_ids uuid[], days date[])
RETURNS TABLE (centre_id uuid, day date, enrollment integer, checked_in integer, checked_out integer, compliant integer)
LANGUAGE sql STABLE AS $$
  WITH pairs AS (
    SELECT DISTINCT p.centre_id, p.day FROM unnest(centre_ids, days) AS p(centre_id, day)
  ), per_child AS (
    SELECT ci.centre_id, ci.local_date, ci.child_id,
           bool_or(ci.status = 'CHECKIN') AS has_in, bool_or(ci.status = 'CHECKOUT') AS has_out
    FROM check_ins ci JOIN pairs ON pairs.centre_id = ci.centre_id AND pairs.day = ci.local_date
    GROUP BY ci.centre_id, ci.local_date, ci.child_id
  )
  SELECT pairs.centre_id, pairs.day,
         count(ch.id)::integer,
         (count(ch.id) FILTER (WHERE pc.has_in))::integer,
         (count(ch.id) FILTER (WHERE pc.has_out))::integer,
         (count(ch.id) FILTER (WHERE pc.has_in AND pc.has_out))::integer
  FROM pairs
  LEFT JOIN children ch ON ch.centre_id = pairs.centre_id AND ch.active AND ch.enrolled_on <= pairs.day
  LEFT JOIN per_child pc ON pc.centre_id = pairs.centre_id AND pc.local_date = pairs.day AND pc.child_id = ch.id
  GROUP BY pairs.centre_id, pairs.day
$$;
--> statement-breakpoint
-- Counts the pairs again under their row locks. Each statement of a PL/pgSQL function takes a new
-- snapshot (READ COMMITTED), so the count after the lock sees every change committed before it and
-- two transactions touching one centre's day cannot both write a stale count.
CREATE FUNCTION centre_day_counts_recount(centre_ids uuid[], days date[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF centre_ids IS NULL OR cardinality(centre_ids) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO centre_day_counts (day, centre_id)
    SELECT DISTINCT p.day, p.centre_id FROM unnest(centre_ids, days) AS p(centre_id, day) ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  PERFORM 1 FROM centre_day_counts k
    WHERE (k.day, k.centre_id) IN (SELECT p.day, p.centre_id FROM unnest(centre_ids, days) AS p(centre_id, day))
    ORDER BY k.day, k.centre_id FOR UPDATE;
  UPDATE centre_day_counts k
    SET enrollment = f.enrollment, checked_in = f.checked_in, checked_out = f.checked_out, compliant = f.compliant
    FROM centre_day_counts_of(centre_ids, days) f
    WHERE k.day = f.day AND k.centre_id = f.centre_id
      AND (k.enrollment, k.checked_in, k.checked_out, k.compliant)
          IS DISTINCT FROM (f.enrollment, f.checked_in, f.checked_out, f.compliant);
END $$;
--> statement-breakpoint
-- The missing rows of a day (every centre without one), made from the raw tables. The exclusive
-- advisory lock waits for children changes in flight (they hold it shared), so none is missed by
-- both this count and their own recount of the rows that existed before.
CREATE FUNCTION centre_day_counts_fill(fill_day date) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  missing uuid[];
BEGIN
  PERFORM pg_advisory_xact_lock(4300000043);
  SELECT array_agg(c.id) INTO missing FROM centres c
    WHERE NOT EXISTS (SELECT 1 FROM centre_day_counts k WHERE k.day = fill_day AND k.centre_id = c.id);
  IF missing IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO centre_day_counts (day, centre_id, enrollment, checked_in, checked_out, compliant)
    SELECT f.day, f.centre_id, f.enrollment, f.checked_in, f.checked_out, f.compliant
    FROM centre_day_counts_of(missing, array_fill(fill_day, ARRAY[cardinality(missing)])) f
    ORDER BY f.centre_id
    ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
CREATE FUNCTION centre_day_counts_check_ins_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM centre_day_counts_recount(array_agg(r.centre_id), array_agg(r.local_date))
    FROM (SELECT DISTINCT centre_id, local_date FROM new_rows) r;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION centre_day_counts_check_ins_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM centre_day_counts_recount(array_agg(r.centre_id), array_agg(r.local_date))
    FROM (SELECT DISTINCT centre_id, local_date FROM old_rows) r;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only a change of whose, where, what or which day moves a count (not a new thumbnail, say).
CREATE FUNCTION centre_day_counts_check_ins_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM centre_day_counts_recount(array_agg(r.centre_id), array_agg(r.local_date))
    FROM (
      SELECT DISTINCT r.centre_id, r.local_date
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.centre_id, o.local_date), (n.centre_id, n.local_date)) AS r(centre_id, local_date)
      WHERE (o.child_id, o.centre_id, o.status, o.local_date) IS DISTINCT FROM (n.child_id, n.centre_id, n.status, n.local_date)
    ) r;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The kept days of each centre from each (active) child's enrolment on: what a child joining,
-- leaving or being (de)activated changes.
CREATE FUNCTION centre_day_counts_recount_children(centre_ids uuid[], enrolled date[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  keys_centre uuid[];
  keys_day date[];
BEGIN
  IF centre_ids IS NULL OR cardinality(centre_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(4300000043);
  SELECT array_agg(k.centre_id), array_agg(k.day) INTO keys_centre, keys_day
    FROM centre_day_counts k
    JOIN (SELECT c.centre_id, min(c.enrolled_on) AS enrolled_on
          FROM unnest(centre_ids, enrolled) AS c(centre_id, enrolled_on) GROUP BY c.centre_id) c
      ON k.centre_id = c.centre_id AND k.day >= c.enrolled_on;
  PERFORM centre_day_counts_recount(keys_centre, keys_day);
END $$;
--> statement-breakpoint
CREATE FUNCTION centre_day_counts_children_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM centre_day_counts_recount_children(array_agg(n.centre_id), array_agg(n.enrolled_on))
    FROM new_rows n WHERE n.active;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION centre_day_counts_children_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM centre_day_counts_recount_children(array_agg(o.centre_id), array_agg(o.enrolled_on))
    FROM old_rows o WHERE o.active;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION centre_day_counts_children_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM centre_day_counts_recount_children(array_agg(c.centre_id), array_agg(c.enrolled_on))
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.active, o.centre_id, o.enrolled_on), (n.active, n.centre_id, n.enrolled_on))
      AS c(active, centre_id, enrolled_on)
    WHERE c.active AND (o.centre_id, o.active, o.enrolled_on) IS DISTINCT FROM (n.centre_id, n.active, n.enrolled_on);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER centre_day_counts_check_ins_added AFTER INSERT ON check_ins
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION centre_day_counts_check_ins_added();
--> statement-breakpoint
CREATE TRIGGER centre_day_counts_check_ins_removed AFTER DELETE ON check_ins
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION centre_day_counts_check_ins_removed();
--> statement-breakpoint
CREATE TRIGGER centre_day_counts_check_ins_changed AFTER UPDATE ON check_ins
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION centre_day_counts_check_ins_changed();
--> statement-breakpoint
CREATE TRIGGER centre_day_counts_children_added AFTER INSERT ON children
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION centre_day_counts_children_added();
--> statement-breakpoint
CREATE TRIGGER centre_day_counts_children_removed AFTER DELETE ON children
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION centre_day_counts_children_removed();
--> statement-breakpoint
CREATE TRIGGER centre_day_counts_children_changed AFTER UPDATE ON children
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION centre_day_counts_children_changed();
--> statement-breakpoint
-- Backfill: every centre's day that has records. Other days are filled when first listed.
SELECT centre_day_counts_recount(array_agg(d.centre_id), array_agg(d.local_date))
  FROM (SELECT DISTINCT centre_id, local_date FROM check_ins) d;
