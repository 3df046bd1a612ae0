CREATE TYPE "public"."invoice_payment_method" AS ENUM('CASH', 'BANK_TRANSFER', 'CHEQUE');--> statement-breakpoint
CREATE TYPE "public"."overtime_invoice_status" AS ENUM('DRAFT', 'ISSUED', 'PARTLY_PAID', 'PAID', 'VOID');--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_number_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "overtime_credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_sen" integer NOT NULL,
	"reason" text NOT NULL,
	"issue_date" date NOT NULL,
	"created_by_admin_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overtime_credit_notes_amount_positive" CHECK ("overtime_credit_notes"."amount_sen" > 0)
);
--> statement-breakpoint
CREATE TABLE "overtime_invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"item_id" uuid,
	"live" boolean DEFAULT true NOT NULL,
	"child_id" uuid NOT NULL,
	"child_name" text NOT NULL,
	"local_date" date NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"unit" "overtime_unit" NOT NULL,
	"rate" numeric(12, 6) NOT NULL,
	"amount_sen" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overtime_invoice_lines_amount_not_negative" CHECK ("overtime_invoice_lines"."amount_sen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "overtime_invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"method" "invoice_payment_method" NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"paid_on" date NOT NULL,
	"amount_sen" integer NOT NULL,
	"recorded_by_admin_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overtime_invoice_payments_amount_positive" CHECK ("overtime_invoice_payments"."amount_sen" > 0)
);
--> statement-breakpoint
CREATE TABLE "overtime_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text,
	"status" "overtime_invoice_status" DEFAULT 'DRAFT' NOT NULL,
	"centre_id" uuid NOT NULL,
	"family_id" uuid,
	"report_id" uuid,
	"issue_date" date,
	"due_date" date,
	"total_sen" integer NOT NULL,
	"paid_sen" integer DEFAULT 0 NOT NULL,
	"credited_sen" integer DEFAULT 0 NOT NULL,
	"void_reason" text,
	"created_by_admin_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overtime_invoices_money_valid" CHECK ("overtime_invoices"."total_sen" >= 0 AND "overtime_invoices"."paid_sen" >= 0 AND "overtime_invoices"."paid_sen" <= "overtime_invoices"."total_sen"
        AND "overtime_invoices"."credited_sen" >= 0 AND "overtime_invoices"."credited_sen" <= "overtime_invoices"."paid_sen"),
	CONSTRAINT "overtime_invoices_issued_numbered" CHECK ("overtime_invoices"."status" IN ('DRAFT', 'VOID') OR ("overtime_invoices"."number" IS NOT NULL AND "overtime_invoices"."issue_date" IS NOT NULL AND "overtime_invoices"."due_date" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "overtime_credit_notes" ADD CONSTRAINT "overtime_credit_notes_invoice_id_overtime_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."overtime_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_credit_notes" ADD CONSTRAINT "overtime_credit_notes_created_by_admin_id_admins_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_invoice_lines" ADD CONSTRAINT "overtime_invoice_lines_invoice_id_overtime_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."overtime_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_invoice_lines" ADD CONSTRAINT "overtime_invoice_lines_item_id_overtime_report_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."overtime_report_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_invoice_payments" ADD CONSTRAINT "overtime_invoice_payments_invoice_id_overtime_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."overtime_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_invoice_payments" ADD CONSTRAINT "overtime_invoice_payments_recorded_by_admin_id_admins_id_fk" FOREIGN KEY ("recorded_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_invoices" ADD CONSTRAINT "overtime_invoices_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_invoices" ADD CONSTRAINT "overtime_invoices_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_invoices" ADD CONSTRAINT "overtime_invoices_report_id_overtime_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."overtime_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_invoices" ADD CONSTRAINT "overtime_invoices_created_by_admin_id_admins_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "overtime_credit_notes_number_key" ON "overtime_credit_notes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "overtime_credit_notes_invoice_id_idx" ON "overtime_credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "overtime_invoice_lines_invoice_id_idx" ON "overtime_invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "overtime_invoice_lines_item_id_idx" ON "overtime_invoice_lines" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "overtime_invoice_lines_live_item_key" ON "overtime_invoice_lines" USING btree ("item_id") WHERE "overtime_invoice_lines"."live" AND "overtime_invoice_lines"."item_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "overtime_invoice_payments_invoice_id_idx" ON "overtime_invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "overtime_invoices_number_key" ON "overtime_invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "overtime_invoices_status_due_date_idx" ON "overtime_invoices" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "overtime_invoices_centre_id_idx" ON "overtime_invoices" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "overtime_invoices_family_id_idx" ON "overtime_invoices" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "overtime_invoices_report_id_idx" ON "overtime_invoices" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "overtime_invoices_created_at_idx" ON "overtime_invoices" USING btree ("created_at");