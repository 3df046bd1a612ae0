CREATE TYPE "public"."overtime_report_status" AS ENUM('GENERATING', 'READY', 'FAILED');--> statement-breakpoint
ALTER TABLE "overtime_report_items" DROP CONSTRAINT "overtime_report_items_money_not_negative";--> statement-breakpoint
DROP INDEX "overtime_report_items_report_id_child_id_idx";--> statement-breakpoint
ALTER TABLE "overtime_reports" ALTER COLUMN "description" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "overtime_reports" ALTER COLUMN "description" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "overtime_report_items" ADD COLUMN "local_date" date NOT NULL;--> statement-breakpoint
ALTER TABLE "overtime_report_items" ADD COLUMN "rate" numeric(12, 6) NOT NULL;--> statement-breakpoint
ALTER TABLE "overtime_reports" ADD COLUMN "centre_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "overtime_reports" ADD COLUMN "status" "overtime_report_status" DEFAULT 'GENERATING' NOT NULL;--> statement-breakpoint
ALTER TABLE "overtime_reports" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "overtime_reports" ADD COLUMN "centre_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "overtime_reports" ADD COLUMN "student_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "overtime_reports" ADD COLUMN "item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "overtime_reports" ADD COLUMN "total_amount_sen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "overtime_report_items_report_id_child_id_local_date_idx" ON "overtime_report_items" USING btree ("report_id","child_id","local_date");--> statement-breakpoint
ALTER TABLE "overtime_report_items" DROP COLUMN "rate_sen";--> statement-breakpoint
ALTER TABLE "overtime_report_items" ADD CONSTRAINT "overtime_report_items_money_not_negative" CHECK ("overtime_report_items"."rate" >= 0 AND "overtime_report_items"."amount_sen" >= 0);