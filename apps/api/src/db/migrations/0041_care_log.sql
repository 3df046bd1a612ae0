ALTER TYPE "public"."admin_module_key" ADD VALUE 'CARE';--> statement-breakpoint
CREATE TABLE "care_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"client_request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"local_date" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"recorded_by_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"reason" text,
	"created_by_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"done_by_parent_id" uuid,
	CONSTRAINT "care_entries_request_child_key" UNIQUE("centre_id","client_request_id","child_id"),
	CONSTRAINT "care_entries_kind" CHECK ("care_entries"."kind" IN ('MEAL', 'NAP', 'TOILET', 'MOOD', 'REMINDER', 'NOTE'))
);
--> statement-breakpoint
CREATE TABLE "care_entry_versions" (
	"entry_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"details" jsonb NOT NULL,
	"recorded_by_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"reason" text,
	CONSTRAINT "care_entry_versions_pkey" PRIMARY KEY("entry_id","version")
);
--> statement-breakpoint
CREATE TABLE "care_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"uploaded_by_id" uuid NOT NULL,
	"entry_id" uuid,
	"photo_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "care_summary_on" date;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "care_summary_push" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "care_summary_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "care_entries" ADD CONSTRAINT "care_entries_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_entries" ADD CONSTRAINT "care_entries_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_entries" ADD CONSTRAINT "care_entries_recorded_by_id_managers_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."managers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_entries" ADD CONSTRAINT "care_entries_created_by_id_managers_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."managers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_entries" ADD CONSTRAINT "care_entries_done_by_parent_id_parents_id_fk" FOREIGN KEY ("done_by_parent_id") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_entry_versions" ADD CONSTRAINT "care_entry_versions_entry_id_care_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."care_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_entry_versions" ADD CONSTRAINT "care_entry_versions_recorded_by_id_managers_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."managers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_photos" ADD CONSTRAINT "care_photos_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_photos" ADD CONSTRAINT "care_photos_uploaded_by_id_managers_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_photos" ADD CONSTRAINT "care_photos_entry_id_care_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."care_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_entries_child_day_idx" ON "care_entries" USING btree ("child_id","local_date","occurred_at");--> statement-breakpoint
CREATE INDEX "care_entries_centre_day_idx" ON "care_entries" USING btree ("centre_id","local_date");--> statement-breakpoint
CREATE INDEX "care_entries_group_id_idx" ON "care_entries" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "care_entries_recorded_by_id_idx" ON "care_entries" USING btree ("recorded_by_id");--> statement-breakpoint
CREATE INDEX "care_entries_created_by_id_idx" ON "care_entries" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "care_entries_done_by_parent_id_idx" ON "care_entries" USING btree ("done_by_parent_id") WHERE "care_entries"."done_by_parent_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "care_entry_versions_recorded_by_id_idx" ON "care_entry_versions" USING btree ("recorded_by_id");--> statement-breakpoint
CREATE INDEX "care_photos_uploaded_by_id_idx" ON "care_photos" USING btree ("uploaded_by_id");--> statement-breakpoint
CREATE INDEX "care_photos_centre_id_idx" ON "care_photos" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "care_photos_entry_id_idx" ON "care_photos" USING btree ("entry_id") WHERE "care_photos"."entry_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "care_photos_created_at_idx" ON "care_photos" USING btree ("created_at") WHERE "care_photos"."entry_id" IS NULL;