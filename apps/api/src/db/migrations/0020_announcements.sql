-- Issue 30 (decision 080): announcements to parents, their chosen centres, images and recipients
-- (reached, opened), the parent's announcement e-mail switch, and the ANNOUNCEMENT module switched on.
CREATE TABLE "announcement_centres" (
	"announcement_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	CONSTRAINT "announcement_centres_pkey" PRIMARY KEY("announcement_id","centre_id")
);
--> statement-breakpoint
CREATE TABLE "announcement_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"announcement_id" uuid NOT NULL,
	"photo_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcement_recipients" (
	"announcement_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"batch" integer,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_recipients_pkey" PRIMARY KEY("announcement_id","parent_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"audience" text NOT NULL,
	"years" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"end_date" date,
	"author_admin_id" uuid,
	"author_manager_id" uuid,
	"centre_id" uuid,
	"delivery_queued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_status" CHECK ("announcements"."status" IN ('DRAFT', 'SCHEDULED', 'PUBLISHED', 'ARCHIVED')),
	CONSTRAINT "announcements_audience" CHECK ("announcements"."audience" IN ('ALL_CENTRES', 'CENTRES')),
	CONSTRAINT "announcements_one_author" CHECK (num_nonnulls("announcements"."author_admin_id", "announcements"."author_manager_id") = 1),
	CONSTRAINT "announcements_years_range" CHECK ("announcements"."years" <@ ARRAY[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18]),
	CONSTRAINT "announcements_scheduled_has_time" CHECK ("announcements"."status" <> 'SCHEDULED' OR "announcements"."publish_at" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "announcement_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "announcement_centres" ADD CONSTRAINT "announcement_centres_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_centres" ADD CONSTRAINT "announcement_centres_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_images" ADD CONSTRAINT "announcement_images_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_recipients" ADD CONSTRAINT "announcement_recipients_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_recipients" ADD CONSTRAINT "announcement_recipients_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_author_admin_id_admins_id_fk" FOREIGN KEY ("author_admin_id") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_author_manager_id_managers_id_fk" FOREIGN KEY ("author_manager_id") REFERENCES "public"."managers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_centres_centre_id_idx" ON "announcement_centres" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "announcement_images_announcement_id_idx" ON "announcement_images" USING btree ("announcement_id","sort_order");--> statement-breakpoint
CREATE INDEX "announcement_recipients_batch_idx" ON "announcement_recipients" USING btree ("announcement_id","batch");--> statement-breakpoint
CREATE INDEX "announcement_recipients_parent_id_idx" ON "announcement_recipients" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "announcements_status_published_at_idx" ON "announcements" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "announcements_centre_id_idx" ON "announcements" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "announcements_due_idx" ON "announcements" USING btree ("publish_at") WHERE "announcements"."status" = 'SCHEDULED';--> statement-breakpoint
UPDATE "admin_modules" SET "is_enabled" = true WHERE "key" = 'ANNOUNCEMENT';
