CREATE TABLE "absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"reported_by_parent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absences_days_in_order" CHECK ("absences"."last_day" >= "absences"."first_day"),
	CONSTRAINT "absences_reason_known" CHECK ("absences"."reason" in ('SICK', 'FAMILY', 'HOLIDAY', 'OTHER'))
);
--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_reported_by_parent_id_parents_id_fk" FOREIGN KEY ("reported_by_parent_id") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absences_child_id_last_day_idx" ON "absences" USING btree ("child_id","last_day");--> statement-breakpoint
-- A reported absence shows on the child's centre's student list (decision 078): a report, a
-- withdrawal or a change gives that centre a new stamp (decision 051), so no process keeps a list
-- without it.
CREATE FUNCTION student_list_versions_absences_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM student_list_versions_bump(ARRAY(
      SELECT DISTINCT ch.centre_id FROM new_rows n JOIN children ch ON ch.id = n.child_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM student_list_versions_bump(ARRAY(
      SELECT DISTINCT ch.centre_id FROM old_rows o JOIN children ch ON ch.id = o.child_id));
  ELSE
    PERFORM student_list_versions_bump(ARRAY(
      SELECT ch.centre_id FROM new_rows n JOIN children ch ON ch.id = n.child_id
      UNION SELECT ch.centre_id FROM old_rows o JOIN children ch ON ch.id = o.child_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER student_list_versions_absences_added AFTER INSERT ON absences
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION student_list_versions_absences_changed();
--> statement-breakpoint
CREATE TRIGGER student_list_versions_absences_removed AFTER DELETE ON absences
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION student_list_versions_absences_changed();
--> statement-breakpoint
CREATE TRIGGER student_list_versions_absences_changed AFTER UPDATE ON absences
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION student_list_versions_absences_changed();
