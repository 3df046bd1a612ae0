CREATE TABLE "student_list_versions" (
	"centre_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Every change to what a centre's student list shows gives that centre a new stamp (decision 051).
-- Stamps come from one sequence, so a stamp never repeats; centres are stamped in id order, so two
-- statements that touch several centres wait for each other instead of deadlocking.
CREATE SEQUENCE student_list_version_seq;
--> statement-breakpoint
CREATE FUNCTION student_list_versions_bump(centre_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO student_list_versions (centre_id, version)
  SELECT id, nextval('student_list_version_seq')
  FROM (SELECT DISTINCT unnest(centre_ids) AS id) AS changed
  WHERE id IS NOT NULL
  ORDER BY id
  ON CONFLICT (centre_id) DO UPDATE SET version = excluded.version
$$;
--> statement-breakpoint
-- Check-ins, children and packages all carry the centre they belong to.
CREATE FUNCTION student_list_versions_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM student_list_versions_bump(ARRAY(SELECT DISTINCT centre_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM student_list_versions_bump(ARRAY(SELECT DISTINCT centre_id FROM old_rows));
  ELSE
    PERFORM student_list_versions_bump(
      ARRAY(SELECT centre_id FROM new_rows UNION SELECT centre_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A teacher's new name shows on the newest check-in they recorded, at any centre.
CREATE FUNCTION student_list_versions_manager_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM student_list_versions_bump(ARRAY(
    SELECT DISTINCT c.centre_id
    FROM new_rows n
    JOIN old_rows o ON o.id = n.id AND o.name IS DISTINCT FROM n.name
    JOIN check_ins c ON c.recorded_by_id = n.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER student_list_versions_check_ins_added AFTER INSERT ON check_ins
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION student_list_versions_rows_changed();
--> statement-breakpoint
CREATE TRIGGER student_list_versions_check_ins_removed AFTER DELETE ON check_ins
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION student_list_versions_rows_changed();
--> statement-breakpoint
CREATE TRIGGER student_list_versions_check_ins_changed AFTER UPDATE ON check_ins
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION student_list_versions_rows_changed();
--> statement-breakpoint
CREATE TRIGGER student_list_versions_children_added AFTER INSERT ON children
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION student_list_versions_rows_changed();
--> statement-breakpoint
CREATE TRIGGER student_list_versions_children_removed AFTER DELETE ON children
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION student_list_versions_rows_changed();
--> statement-breakpoint
CREATE TRIGGER student_list_versions_children_changed AFTER UPDATE ON children
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION student_list_versions_rows_changed();
--> statement-breakpoint
CREATE TRIGGER student_list_versions_packages_removed AFTER DELETE ON packages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION student_list_versions_rows_changed();
--> statement-breakpoint
CREATE TRIGGER student_list_versions_packages_changed AFTER UPDATE ON packages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION student_list_versions_rows_changed();
--> statement-breakpoint
CREATE TRIGGER student_list_versions_managers_renamed AFTER UPDATE ON managers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION student_list_versions_manager_renamed();
