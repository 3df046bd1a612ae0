ALTER TABLE "push_subscriptions" ALTER COLUMN "parent_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "closing_time" text DEFAULT '18:30' NOT NULL;--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "closing_checked_on" date;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "manager_id" uuid;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_manager_id_idx" ON "push_subscriptions" USING btree ("manager_id");--> statement-breakpoint
ALTER TABLE "centres" ADD CONSTRAINT "centres_closing_time_format" CHECK ("centres"."closing_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_one_owner" CHECK (num_nonnulls("push_subscriptions"."parent_id", "push_subscriptions"."manager_id") = 1);--> statement-breakpoint
-- After its closing time a centre's student list puts the children still checked in first
-- (decision 079): a new closing time gives the centre a new list stamp (decision 051).
CREATE FUNCTION student_list_versions_closing_time_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM student_list_versions_bump(ARRAY(
    SELECT n.id
    FROM new_rows n
    JOIN old_rows o ON o.id = n.id AND o.closing_time IS DISTINCT FROM n.closing_time));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER student_list_versions_closing_time_changed AFTER UPDATE ON centres
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION student_list_versions_closing_time_changed();
