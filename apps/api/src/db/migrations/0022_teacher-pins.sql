-- Issue 31 (decision 084): a personal PIN for each teacher and head of centre, the Teacher PINs
-- switch (on while it has no row), the devices a centre login signs in, each centre's idle time,
-- and sessions opened with a PIN. Staff sessions opened without a PIN end: the switch is on.
ALTER TYPE "public"."config_key" ADD VALUE 'teacher-pins';--> statement-breakpoint
ALTER TYPE "public"."session_opened_with" ADD VALUE 'pin';--> statement-breakpoint
CREATE TABLE "centre_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"signed_in_manager_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "centre_devices_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "idle_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "managers" ADD COLUMN "pin_hash" text;--> statement-breakpoint
ALTER TABLE "centre_devices" ADD CONSTRAINT "centre_devices_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "centre_devices_centre_id_idx" ON "centre_devices" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "centre_devices_expires_at_idx" ON "centre_devices" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "centres" ADD CONSTRAINT "centres_idle_minutes_range" CHECK ("centres"."idle_minutes" between 1 and 60);--> statement-breakpoint
DELETE FROM "sessions" WHERE "subject_type" = 'manager' AND ("opened_with" IS NULL OR "opened_with" = 'centre-password');
