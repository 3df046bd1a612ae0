CREATE TYPE "public"."collector_kind" AS ENUM('PARENT', 'AUTHORISED', 'OTHER');--> statement-breakpoint
CREATE TABLE "check_in_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"fever_threshold" numeric(3, 1) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_admin_id" uuid,
	CONSTRAINT "check_in_settings_one_row" CHECK ("check_in_settings"."id" = 1),
	CONSTRAINT "check_in_settings_fever_threshold_range" CHECK ("check_in_settings"."fever_threshold" BETWEEN 37 AND 40)
);
--> statement-breakpoint
CREATE TABLE "pickup_persons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"phone_number" text NOT NULL,
	"photo_key" text,
	"added_by_parent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "fever" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "collected_by_kind" "collector_kind";--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "collected_by_name" text;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "collected_by_relationship" text;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "collected_by_parent_id" uuid;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "collected_by_person_id" uuid;--> statement-breakpoint
ALTER TABLE "check_in_settings" ADD CONSTRAINT "check_in_settings_updated_by_admin_id_admins_id_fk" FOREIGN KEY ("updated_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_persons" ADD CONSTRAINT "pickup_persons_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_persons" ADD CONSTRAINT "pickup_persons_added_by_parent_id_parents_id_fk" FOREIGN KEY ("added_by_parent_id") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pickup_persons_child_id_idx" ON "pickup_persons" USING btree ("child_id");--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_collected_by_parent_id_parents_id_fk" FOREIGN KEY ("collected_by_parent_id") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_collected_by_person_id_pickup_persons_id_fk" FOREIGN KEY ("collected_by_person_id") REFERENCES "public"."pickup_persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_collected_by_person_id_idx" ON "check_ins" USING btree ("collected_by_person_id") WHERE "check_ins"."collected_by_person_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "check_ins_collected_by_parent_id_idx" ON "check_ins" USING btree ("collected_by_parent_id") WHERE "check_ins"."collected_by_parent_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_collected_by_on_check_out" CHECK ("check_ins"."collected_by_kind" IS NULL OR ("check_ins"."status" = 'CHECKOUT' AND "check_ins"."collected_by_name" IS NOT NULL));