CREATE TYPE "public"."overtime_invoicing_run_status" AS ENUM('QUEUED', 'RUNNING', 'DONE', 'FAILED');--> statement-breakpoint
CREATE TABLE "overtime_invoicing_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid,
	"issue" boolean NOT NULL,
	"status" "overtime_invoicing_run_status" DEFAULT 'QUEUED' NOT NULL,
	"invoices" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"total_sen" bigint DEFAULT 0 NOT NULL,
	"error_message_code" text,
	"created_by_admin_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "overtime_invoices_created_at_idx";--> statement-breakpoint
ALTER TABLE "overtime_invoices" ADD COLUMN "search_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Written by hand: the names of invoices made before the column, from their lines (decision 074).
UPDATE "overtime_invoices" SET "search_names" = "names"."search_names" FROM (SELECT "invoice_id", lower(string_agg(DISTINCT "child_name", ' ' ORDER BY "child_name")) AS "search_names" FROM "overtime_invoice_lines" GROUP BY "invoice_id") AS "names" WHERE "names"."invoice_id" = "overtime_invoices"."id";--> statement-breakpoint
ALTER TABLE "overtime_invoicing_runs" ADD CONSTRAINT "overtime_invoicing_runs_report_id_overtime_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."overtime_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_invoicing_runs" ADD CONSTRAINT "overtime_invoicing_runs_created_by_admin_id_admins_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "overtime_invoicing_runs_one_live_per_report" ON "overtime_invoicing_runs" USING btree ("report_id") WHERE "overtime_invoicing_runs"."status" IN ('QUEUED', 'RUNNING');--> statement-breakpoint
CREATE INDEX "overtime_invoicing_runs_report_id_idx" ON "overtime_invoicing_runs" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "overtime_invoices_created_at_id_idx" ON "overtime_invoices" USING btree ("created_at","id");