ALTER TABLE "admins" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "managers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;