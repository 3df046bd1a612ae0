-- Issue 41, decision 098: today's overtime invoices become the billing module's invoices (data and
-- ids kept, nothing copied), lines gain kinds for fees and discounts, and fees, enrolment periods
-- and monthly billing runs are added.
ALTER TABLE "overtime_invoices" RENAME TO "invoices";
--> statement-breakpoint
ALTER TABLE "overtime_invoice_lines" RENAME TO "invoice_lines";
--> statement-breakpoint
ALTER TABLE "overtime_invoice_payments" RENAME TO "invoice_payments";
--> statement-breakpoint
ALTER TABLE "overtime_credit_notes" RENAME TO "credit_notes";
--> statement-breakpoint
ALTER TYPE "public"."overtime_invoice_status" RENAME TO "invoice_status";
--> statement-breakpoint
ALTER INDEX "overtime_invoices_pkey" RENAME TO "invoices_pkey";
--> statement-breakpoint
ALTER INDEX "overtime_invoice_lines_pkey" RENAME TO "invoice_lines_pkey";
--> statement-breakpoint
ALTER INDEX "overtime_invoice_payments_pkey" RENAME TO "invoice_payments_pkey";
--> statement-breakpoint
ALTER INDEX "overtime_credit_notes_pkey" RENAME TO "credit_notes_pkey";
--> statement-breakpoint
ALTER TABLE "family_credit_entries" RENAME CONSTRAINT "family_credit_entries_invoice_id_overtime_invoices_id_fk" TO "family_credit_entries_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "family_credit_entries" RENAME CONSTRAINT "family_credit_entries_invoice_payment_id_overtime_invoice_payments_id_fk" TO "family_credit_entries_invoice_payment_id_invoice_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "order_items" RENAME CONSTRAINT "order_items_overtime_invoice_id_overtime_invoices_id_fk" TO "order_items_overtime_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER INDEX "overtime_credit_notes_number_key" RENAME TO "credit_notes_number_key";
--> statement-breakpoint
ALTER INDEX "overtime_credit_notes_invoice_id_idx" RENAME TO "credit_notes_invoice_id_idx";
--> statement-breakpoint
ALTER TABLE "credit_notes" RENAME CONSTRAINT "overtime_credit_notes_invoice_id_overtime_invoices_id_fk" TO "credit_notes_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_notes" RENAME CONSTRAINT "overtime_credit_notes_created_by_admin_id_admins_id_fk" TO "credit_notes_created_by_admin_id_admins_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_notes" RENAME CONSTRAINT "overtime_credit_notes_amount_positive" TO "credit_notes_amount_positive";
--> statement-breakpoint
ALTER INDEX "overtime_invoice_lines_invoice_id_idx" RENAME TO "invoice_lines_invoice_id_idx";
--> statement-breakpoint
ALTER INDEX "overtime_invoice_lines_item_id_idx" RENAME TO "invoice_lines_item_id_idx";
--> statement-breakpoint
ALTER INDEX "overtime_invoice_lines_live_item_key" RENAME TO "invoice_lines_live_item_key";
--> statement-breakpoint
ALTER INDEX "overtime_invoice_lines_live_checkout_key" RENAME TO "invoice_lines_live_checkout_key";
--> statement-breakpoint
ALTER TABLE "invoice_lines" RENAME CONSTRAINT "overtime_invoice_lines_invoice_id_overtime_invoices_id_fk" TO "invoice_lines_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_lines" RENAME CONSTRAINT "overtime_invoice_lines_item_id_overtime_report_items_id_fk" TO "invoice_lines_item_id_overtime_report_items_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_lines" RENAME CONSTRAINT "overtime_invoice_lines_block_valid" TO "invoice_lines_block_valid";
--> statement-breakpoint
ALTER INDEX "overtime_invoice_payments_invoice_id_idx" RENAME TO "invoice_payments_invoice_id_idx";
--> statement-breakpoint
ALTER INDEX "overtime_invoice_payments_order_payment_id_key" RENAME TO "invoice_payments_order_payment_id_key";
--> statement-breakpoint
ALTER TABLE "invoice_payments" RENAME CONSTRAINT "overtime_invoice_payments_invoice_id_overtime_invoices_id_fk" TO "invoice_payments_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_payments" RENAME CONSTRAINT "overtime_invoice_payments_recorded_by_admin_id_admins_id_fk" TO "invoice_payments_recorded_by_admin_id_admins_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_payments" RENAME CONSTRAINT "overtime_invoice_payments_order_payment_id_payments_id_fk" TO "invoice_payments_order_payment_id_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_payments" RENAME CONSTRAINT "overtime_invoice_payments_amount_positive" TO "invoice_payments_amount_positive";
--> statement-breakpoint
ALTER TABLE "invoice_payments" RENAME CONSTRAINT "overtime_invoice_payments_source_valid" TO "invoice_payments_source_valid";
--> statement-breakpoint
ALTER INDEX "overtime_invoices_number_key" RENAME TO "invoices_number_key";
--> statement-breakpoint
ALTER INDEX "overtime_invoices_status_due_date_idx" RENAME TO "invoices_status_due_date_idx";
--> statement-breakpoint
ALTER INDEX "overtime_invoices_centre_id_idx" RENAME TO "invoices_centre_id_idx";
--> statement-breakpoint
ALTER INDEX "overtime_invoices_family_id_idx" RENAME TO "invoices_family_id_idx";
--> statement-breakpoint
ALTER INDEX "overtime_invoices_report_id_idx" RENAME TO "invoices_report_id_idx";
--> statement-breakpoint
ALTER INDEX "overtime_invoices_created_at_id_idx" RENAME TO "invoices_created_at_id_idx";
--> statement-breakpoint
ALTER TABLE "invoices" RENAME CONSTRAINT "overtime_invoices_centre_id_centres_id_fk" TO "invoices_centre_id_centres_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" RENAME CONSTRAINT "overtime_invoices_family_id_families_id_fk" TO "invoices_family_id_families_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" RENAME CONSTRAINT "overtime_invoices_report_id_overtime_reports_id_fk" TO "invoices_report_id_overtime_reports_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" RENAME CONSTRAINT "overtime_invoices_created_by_admin_id_admins_id_fk" TO "invoices_created_by_admin_id_admins_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" RENAME CONSTRAINT "overtime_invoices_money_valid" TO "invoices_money_valid";
--> statement-breakpoint
ALTER TABLE "invoices" RENAME CONSTRAINT "overtime_invoices_total_at_most" TO "invoices_total_at_most";
--> statement-breakpoint
ALTER TABLE "invoices" RENAME CONSTRAINT "overtime_invoices_credit_valid" TO "invoices_credit_valid";
--> statement-breakpoint
ALTER TABLE "invoices" RENAME CONSTRAINT "overtime_invoices_issued_numbered" TO "invoices_issued_numbered";
--> statement-breakpoint
CREATE TYPE "public"."billing_run_status" AS ENUM('QUEUED', 'DRAFTING', 'DRAFTED', 'ISSUING', 'ISSUED', 'FAILED');
--> statement-breakpoint
CREATE TYPE "public"."fee_charge_time" AS ENUM('MONTHLY', 'ON_ENROLMENT', 'EACH_JANUARY', 'ONCE');
--> statement-breakpoint
CREATE TYPE "public"."invoice_line_kind" AS ENUM('OVERTIME', 'MONTHLY_FEE', 'ONE_OFF_FEE', 'SIBLING_DISCOUNT');
--> statement-breakpoint
ALTER TYPE "public"."admin_module_key" ADD VALUE 'BILLING';
--> statement-breakpoint
CREATE TABLE "billing_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period_month" date NOT NULL,
	"status" "billing_run_status" DEFAULT 'QUEUED' NOT NULL,
	"issue_when_drafted" boolean DEFAULT false NOT NULL,
	"invoices" integer DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"total_sen" bigint DEFAULT 0 NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"error_message_code" text,
	"created_by_admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drafted_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	CONSTRAINT "billing_runs_first_of_month" CHECK (extract(day from "billing_runs"."period_month") = 1)
);

--> statement-breakpoint
CREATE TABLE "billing_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"run_day" integer DEFAULT 1 NOT NULL,
	"issue_when_drafted" boolean DEFAULT false NOT NULL,
	"reminder_days" integer[] DEFAULT '{-3,0,7}'::integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_settings_one_row" CHECK ("billing_settings"."id" = 1),
	CONSTRAINT "billing_settings_run_day_range" CHECK ("billing_settings"."run_day" BETWEEN 1 AND 28)
);

--> statement-breakpoint
CREATE TABLE "enrolment_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"registration_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolment_periods_order" CHECK ("enrolment_periods"."ends_on" IS NULL OR "enrolment_periods"."ends_on" >= "enrolment_periods"."starts_on")
);

--> statement-breakpoint
CREATE TABLE "fee_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fee_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"amount_sen" integer NOT NULL,
	"sibling_discount_basis_points" integer DEFAULT 0 NOT NULL,
	"created_by_admin_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_prices_first_of_month" CHECK (extract(day from "fee_prices"."effective_from") = 1),
	CONSTRAINT "fee_prices_amount_valid" CHECK ("fee_prices"."amount_sen" >= 0 AND "fee_prices"."amount_sen" <= 100000000),
	CONSTRAINT "fee_prices_discount_valid" CHECK ("fee_prices"."sibling_discount_basis_points" BETWEEN 0 AND 10000)
);

--> statement-breakpoint
CREATE TABLE "fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"charged_when" "fee_charge_time" NOT NULL,
	"name" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fees_name_valid" CHECK (CASE WHEN "fees"."charged_when"::text = 'MONTHLY' THEN "fees"."name" IS NULL ELSE length("fees"."name") BETWEEN 1 AND 100 END)
);

--> statement-breakpoint
ALTER TABLE "invoice_lines" DROP CONSTRAINT "overtime_invoice_lines_amount_not_negative";
--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "start_time" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "end_time" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "duration" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "unit" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "rate" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "registration_number" text;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "kind" "invoice_line_kind" DEFAULT 'OVERTIME' NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "fee_id" uuid;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "billing_key" text;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "fee_name" text;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "period_start" date;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "period_end" date;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "unit_price_sen" integer;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "days_charged" integer;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "days_in_month" integer;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "discount_basis_points" integer;
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "created_by_admin_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_month" date;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billing_run_id" uuid;
--> statement-breakpoint
ALTER TABLE "billing_runs" ADD CONSTRAINT "billing_runs_created_by_admin_id_admins_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrolment_periods" ADD CONSTRAINT "enrolment_periods_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrolment_periods" ADD CONSTRAINT "enrolment_periods_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrolment_periods" ADD CONSTRAINT "enrolment_periods_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrolment_periods" ADD CONSTRAINT "enrolment_periods_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fee_prices" ADD CONSTRAINT "fee_prices_fee_id_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."fees"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fee_prices" ADD CONSTRAINT "fee_prices_created_by_admin_id_admins_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "billing_runs_period_month_key" ON "billing_runs" USING btree ("period_month");
--> statement-breakpoint
CREATE INDEX "enrolment_periods_child_id_starts_on_idx" ON "enrolment_periods" USING btree ("child_id","starts_on");
--> statement-breakpoint
CREATE INDEX "enrolment_periods_centre_id_idx" ON "enrolment_periods" USING btree ("centre_id");
--> statement-breakpoint
CREATE INDEX "fee_prices_fee_id_effective_from_idx" ON "fee_prices" USING btree ("fee_id","effective_from","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "fees_one_monthly_per_package" ON "fees" USING btree ("package_id") WHERE "fees"."charged_when" = 'MONTHLY';
--> statement-breakpoint
CREATE INDEX "fees_package_id_idx" ON "fees" USING btree ("package_id");
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_fee_id_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."fees"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_billing_run_id_billing_runs_id_fk" FOREIGN KEY ("billing_run_id") REFERENCES "public"."billing_runs"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_live_fee_key" ON "invoice_lines" USING btree ("child_id","fee_id","kind","billing_key") WHERE "invoice_lines"."live" AND "invoice_lines"."fee_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "invoices_billing_run_id_idx" ON "invoices" USING btree ("billing_run_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_draft_family_month_key" ON "invoices" USING btree ("family_id","centre_id","period_month") WHERE "invoices"."period_month" IS NOT NULL AND "invoices"."family_id" IS NOT NULL AND "invoices"."status" = 'DRAFT';
--> statement-breakpoint
CREATE INDEX "invoices_period_month_family_idx" ON "invoices" USING btree ("period_month","family_id");
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_amount_sign" CHECK (CASE WHEN "invoice_lines"."kind"::text = 'SIBLING_DISCOUNT' THEN "invoice_lines"."amount_sen" <= 0 ELSE "invoice_lines"."amount_sen" >= 0 END);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_kind_columns" CHECK (CASE WHEN "invoice_lines"."kind"::text = 'OVERTIME'
        THEN "invoice_lines"."start_time" IS NOT NULL AND "invoice_lines"."end_time" IS NOT NULL AND "invoice_lines"."duration" IS NOT NULL
          AND "invoice_lines"."unit" IS NOT NULL AND "invoice_lines"."rate" IS NOT NULL AND "invoice_lines"."fee_id" IS NULL
        ELSE "invoice_lines"."fee_id" IS NOT NULL AND "invoice_lines"."billing_key" IS NOT NULL AND "invoice_lines"."period_start" IS NOT NULL
          AND "invoice_lines"."period_end" IS NOT NULL AND "invoice_lines"."unit_price_sen" IS NOT NULL AND "invoice_lines"."item_id" IS NULL
          AND "invoice_lines"."checkout_id" IS NULL END);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_days_valid" CHECK (("invoice_lines"."days_charged" IS NULL) = ("invoice_lines"."days_in_month" IS NULL)
        AND "invoice_lines"."days_charged" BETWEEN 1 AND "invoice_lines"."days_in_month" AND "invoice_lines"."days_in_month" BETWEEN 28 AND 31);
--> statement-breakpoint
INSERT INTO "billing_settings" ("id") VALUES (1);
--> statement-breakpoint
-- Children enrolled today are billed from their enrolment day in their current package; a
-- withdrawn child (inactive) has no known last day and is not billed until an admin records one.
INSERT INTO "enrolment_periods" ("child_id", "centre_id", "package_id", "starts_on")
SELECT "id", "centre_id", "package_id", "enrolled_on" FROM "children"
WHERE "active" AND "package_id" IS NOT NULL;
