ALTER TABLE "admins" ALTER COLUMN "language" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "admins" ALTER COLUMN "language" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "parents" ALTER COLUMN "language" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "parents" ALTER COLUMN "language" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "managers" ALTER COLUMN "language" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "managers" ALTER COLUMN "language" DROP NOT NULL;