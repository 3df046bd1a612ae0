CREATE TABLE "message_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"retention_months" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_admin_id" uuid,
	CONSTRAINT "message_settings_one_row" CHECK ("message_settings"."id" = 1),
	CONSTRAINT "message_settings_retention_months_range" CHECK ("message_settings"."retention_months" BETWEEN 1 AND 120)
);
--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "family_noticed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "centre_noticed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "message_notices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "message_settings" ADD CONSTRAINT "message_settings_updated_by_admin_id_admins_id_fk" FOREIGN KEY ("updated_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_threads_last_message_at_idx" ON "message_threads" USING btree ("last_message_at");