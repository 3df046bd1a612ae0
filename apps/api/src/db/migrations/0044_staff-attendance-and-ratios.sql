CREATE TABLE "ratio_child_counts" (
	"centre_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"age" smallint NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ratio_child_counts_pkey" PRIMARY KEY("centre_id","local_date","age")
);
--> statement-breakpoint
CREATE TABLE "ratio_days" (
	"centre_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"staff_present" integer DEFAULT 0 NOT NULL,
	"staff_needed" integer DEFAULT 0 NOT NULL,
	"out_since" timestamp with time zone,
	"out_seconds" integer DEFAULT 0 NOT NULL,
	"alerted_since" timestamp with time zone,
	CONSTRAINT "ratio_days_pkey" PRIMARY KEY("local_date","centre_id")
);
--> statement-breakpoint
CREATE TABLE "ratio_rules" (
	"care_type" text NOT NULL,
	"from_age" smallint NOT NULL,
	"children_per_staff" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_admin_id" uuid,
	CONSTRAINT "ratio_rules_pkey" PRIMARY KEY("care_type","from_age"),
	CONSTRAINT "ratio_rules_care_type" CHECK ("ratio_rules"."care_type" IN ('TASKA', 'TADIKA')),
	CONSTRAINT "ratio_rules_children_per_staff" CHECK ("ratio_rules"."children_per_staff" > 0)
);
--> statement-breakpoint
CREATE TABLE "ratio_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"alert_minutes" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_admin_id" uuid,
	CONSTRAINT "ratio_settings_one_row" CHECK ("ratio_settings"."id" = 1),
	CONSTRAINT "ratio_settings_alert_minutes" CHECK ("ratio_settings"."alert_minutes" BETWEEN 1 AND 120)
);
--> statement-breakpoint
CREATE TABLE "staff_shift_versions" (
	"shift_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"recorded_by_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"reason" text,
	CONSTRAINT "staff_shift_versions_pkey" PRIMARY KEY("shift_id","version")
);
--> statement-breakpoint
CREATE TABLE "staff_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"manager_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"in_request_id" uuid,
	"out_request_id" uuid,
	"open_at_closing" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"recorded_by_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_shifts_ends_after_start" CHECK ("staff_shifts"."ended_at" IS NULL OR "staff_shifts"."ended_at" > "staff_shifts"."started_at")
);
--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "care_type" text DEFAULT 'TASKA' NOT NULL;--> statement-breakpoint
ALTER TABLE "ratio_child_counts" ADD CONSTRAINT "ratio_child_counts_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratio_days" ADD CONSTRAINT "ratio_days_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratio_rules" ADD CONSTRAINT "ratio_rules_updated_by_admin_id_admins_id_fk" FOREIGN KEY ("updated_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratio_settings" ADD CONSTRAINT "ratio_settings_updated_by_admin_id_admins_id_fk" FOREIGN KEY ("updated_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shift_versions" ADD CONSTRAINT "staff_shift_versions_shift_id_staff_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."staff_shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shift_versions" ADD CONSTRAINT "staff_shift_versions_recorded_by_id_managers_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."managers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shifts" ADD CONSTRAINT "staff_shifts_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shifts" ADD CONSTRAINT "staff_shifts_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shifts" ADD CONSTRAINT "staff_shifts_recorded_by_id_managers_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."managers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ratio_days_centre_day_idx" ON "ratio_days" USING btree ("centre_id","local_date");--> statement-breakpoint
CREATE INDEX "ratio_rules_updated_by_admin_id_idx" ON "ratio_rules" USING btree ("updated_by_admin_id");--> statement-breakpoint
CREATE INDEX "ratio_settings_updated_by_admin_id_idx" ON "ratio_settings" USING btree ("updated_by_admin_id");--> statement-breakpoint
CREATE INDEX "staff_shift_versions_recorded_by_id_idx" ON "staff_shift_versions" USING btree ("recorded_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_shifts_one_open_a_day" ON "staff_shifts" USING btree ("manager_id","local_date") WHERE "staff_shifts"."ended_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_shifts_in_request_key" ON "staff_shifts" USING btree ("centre_id","in_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_shifts_out_request_key" ON "staff_shifts" USING btree ("centre_id","out_request_id");--> statement-breakpoint
CREATE INDEX "staff_shifts_centre_day_idx" ON "staff_shifts" USING btree ("centre_id","local_date");--> statement-breakpoint
CREATE INDEX "staff_shifts_manager_day_idx" ON "staff_shifts" USING btree ("manager_id","local_date");--> statement-breakpoint
CREATE INDEX "staff_shifts_recorded_by_id_idx" ON "staff_shifts" USING btree ("recorded_by_id");--> statement-breakpoint
ALTER TABLE "centres" ADD CONSTRAINT "centres_care_type" CHECK ("centres"."care_type" IN ('TASKA', 'TADIKA'));--> statement-breakpoint
-- Issue 45 (decisions 129-131): the ratio rules until an admin edits them (sources in decision 129).
INSERT INTO "ratio_rules" ("care_type", "from_age", "children_per_staff") VALUES
  ('TASKA', 0, 3), ('TASKA', 1, 5), ('TASKA', 3, 10),
  ('TADIKA', 0, 3), ('TADIKA', 1, 5), ('TADIKA', 3, 10), ('TADIKA', 4, 25);
--> statement-breakpoint
-- A child's age in whole years on a day, as the contract's `ageOn`: a year older on the birthday
-- (a 29 February birthday on 1 March).
CREATE FUNCTION ratio_age(born date, day date) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT greatest(0, extract(year FROM day)::integer - extract(year FROM born)::integer
    - CASE WHEN (extract(month FROM day), extract(day FROM day)) < (extract(month FROM born), extract(day FROM born))
           THEN 1 ELSE 0 END)::smallint
$$;
--> statement-breakpoint
-- Decision 131: a check-ins statement adds its change to the children present per centre, day and
-- age: a CHECKIN one, a CHECKOUT minus one (a check-out always follows the child's check-in of the
-- same day and centre, check-in-rules.ts), a deleted row the opposite. Only additions: two
-- statements at once add in either order, and a seed's millions of rows are one grouped insert.
CREATE FUNCTION ratio_child_counts_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ratio_child_counts AS k (centre_id, local_date, age, children)
    SELECT n.centre_id, n.local_date, ratio_age(ch.date_of_birth, n.local_date),
           sum(CASE n.status WHEN 'CHECKIN' THEN 1 ELSE -1 END)::integer
    FROM new_rows n JOIN children ch ON ch.id = n.child_id
    GROUP BY 1, 2, 3
    HAVING sum(CASE n.status WHEN 'CHECKIN' THEN 1 ELSE -1 END) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (centre_id, local_date, age) DO UPDATE SET children = k.children + excluded.children;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ratio_child_counts_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ratio_child_counts AS k (centre_id, local_date, age, children)
    SELECT o.centre_id, o.local_date, ratio_age(ch.date_of_birth, o.local_date),
           sum(CASE o.status WHEN 'CHECKIN' THEN -1 ELSE 1 END)::integer
    FROM old_rows o JOIN children ch ON ch.id = o.child_id
    GROUP BY 1, 2, 3
    HAVING sum(CASE o.status WHEN 'CHECKIN' THEN -1 ELSE 1 END) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (centre_id, local_date, age) DO UPDATE SET children = k.children + excluded.children;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only a change of whose, where, what or which day moves a count (a thumbnail does not).
CREATE FUNCTION ratio_child_counts_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ratio_child_counts AS k (centre_id, local_date, age, children)
    SELECT m.centre_id, m.local_date, ratio_age(ch.date_of_birth, m.local_date), sum(m.change)::integer
    FROM (
      SELECT n.centre_id, n.local_date, n.child_id, CASE n.status WHEN 'CHECKIN' THEN 1 ELSE -1 END AS change
        FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (o.child_id, o.centre_id, o.status, o.local_date) IS DISTINCT FROM (n.child_id, n.centre_id, n.status, n.local_date)
      UNION ALL
      SELECT o.centre_id, o.local_date, o.child_id, CASE o.status WHEN 'CHECKIN' THEN -1 ELSE 1 END
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.child_id, o.centre_id, o.status, o.local_date) IS DISTINCT FROM (n.child_id, n.centre_id, n.status, n.local_date)
    ) m JOIN children ch ON ch.id = m.child_id
    GROUP BY 1, 2, 3
    HAVING sum(m.change) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (centre_id, local_date, age) DO UPDATE SET children = k.children + excluded.children;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER check_ins_ratio_added AFTER INSERT ON check_ins
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ratio_child_counts_added();
--> statement-breakpoint
CREATE TRIGGER check_ins_ratio_removed AFTER DELETE ON check_ins
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ratio_child_counts_removed();
--> statement-breakpoint
CREATE TRIGGER check_ins_ratio_changed AFTER UPDATE ON check_ins
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ratio_child_counts_changed();
--> statement-breakpoint
-- An open shift is one staff present at its centre on its day: clocking in adds one, clocking out
-- (or a correction that closes, moves or removes it) takes it away, in the clock entry's transaction.
CREATE FUNCTION ratio_days_staff_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.ended_at IS NULL THEN
    UPDATE ratio_days SET staff_present = staff_present - 1
      WHERE local_date = OLD.local_date AND centre_id = OLD.centre_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.ended_at IS NULL THEN
    INSERT INTO ratio_days AS d (centre_id, local_date, staff_present) VALUES (NEW.centre_id, NEW.local_date, 1)
      ON CONFLICT (local_date, centre_id) DO UPDATE SET staff_present = d.staff_present + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER staff_shifts_ratio_days AFTER INSERT OR DELETE ON staff_shifts
  FOR EACH ROW EXECUTE FUNCTION ratio_days_staff_change();
--> statement-breakpoint
CREATE TRIGGER staff_shifts_ratio_days_moved AFTER UPDATE ON staff_shifts
  FOR EACH ROW
  WHEN ((OLD.ended_at IS NULL) IS DISTINCT FROM (NEW.ended_at IS NULL)
        OR OLD.local_date IS DISTINCT FROM NEW.local_date OR OLD.centre_id IS DISTINCT FROM NEW.centre_id)
  EXECUTE FUNCTION ratio_days_staff_change();
