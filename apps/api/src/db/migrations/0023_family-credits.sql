CREATE TYPE "public"."family_credit_entry_kind" AS ENUM('RECEIVED', 'APPLIED', 'REFUNDED');--> statement-breakpoint
ALTER TYPE "public"."invoice_payment_method" ADD VALUE 'CREDIT';--> statement-breakpoint
CREATE TABLE "family_credit_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"balance_sen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_credit_accounts_balance_not_negative" CHECK ("family_credit_accounts"."balance_sen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "family_credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" "family_credit_entry_kind" NOT NULL,
	"amount_sen" integer NOT NULL,
	"balance_after_sen" integer NOT NULL,
	"day" date NOT NULL,
	"invoice_id" uuid,
	"order_payment_id" uuid,
	"invoice_payment_id" uuid,
	"refund_method" "invoice_payment_method",
	"reference" text DEFAULT '' NOT NULL,
	"recorded_by_admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_credit_entries_amount_positive" CHECK ("family_credit_entries"."amount_sen" > 0),
	CONSTRAINT "family_credit_entries_balance_not_negative" CHECK ("family_credit_entries"."balance_after_sen" >= 0),
	CONSTRAINT "family_credit_entries_source_valid" CHECK (CASE "family_credit_entries"."kind"::text
        WHEN 'RECEIVED' THEN "family_credit_entries"."order_payment_id" IS NOT NULL AND "family_credit_entries"."invoice_id" IS NOT NULL
          AND "family_credit_entries"."invoice_payment_id" IS NULL AND "family_credit_entries"."refund_method" IS NULL AND "family_credit_entries"."recorded_by_admin_id" IS NULL
        WHEN 'APPLIED' THEN "family_credit_entries"."invoice_payment_id" IS NOT NULL AND "family_credit_entries"."invoice_id" IS NOT NULL
          AND "family_credit_entries"."order_payment_id" IS NULL AND "family_credit_entries"."refund_method" IS NULL AND "family_credit_entries"."recorded_by_admin_id" IS NOT NULL
        ELSE "family_credit_entries"."refund_method"::text IN ('CASH', 'BANK_TRANSFER', 'CHEQUE') AND "family_credit_entries"."recorded_by_admin_id" IS NOT NULL
          AND "family_credit_entries"."invoice_id" IS NULL AND "family_credit_entries"."order_payment_id" IS NULL AND "family_credit_entries"."invoice_payment_id" IS NULL END)
);
--> statement-breakpoint
ALTER TABLE "overtime_invoices" ADD COLUMN "credit_applied_sen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "overtime_invoices" ADD COLUMN "kept_as_credit_sen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "family_credit_accounts" ADD CONSTRAINT "family_credit_accounts_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_credit_accounts" ADD CONSTRAINT "family_credit_accounts_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_credit_entries" ADD CONSTRAINT "family_credit_entries_account_id_family_credit_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."family_credit_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_credit_entries" ADD CONSTRAINT "family_credit_entries_invoice_id_overtime_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."overtime_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_credit_entries" ADD CONSTRAINT "family_credit_entries_order_payment_id_payments_id_fk" FOREIGN KEY ("order_payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_credit_entries" ADD CONSTRAINT "family_credit_entries_invoice_payment_id_overtime_invoice_payments_id_fk" FOREIGN KEY ("invoice_payment_id") REFERENCES "public"."overtime_invoice_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_credit_entries" ADD CONSTRAINT "family_credit_entries_recorded_by_admin_id_admins_id_fk" FOREIGN KEY ("recorded_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_credit_accounts_family_centre_key" ON "family_credit_accounts" USING btree ("family_id","centre_id");--> statement-breakpoint
CREATE INDEX "family_credit_accounts_centre_id_idx" ON "family_credit_accounts" USING btree ("centre_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_credit_entries_order_payment_id_key" ON "family_credit_entries" USING btree ("order_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_credit_entries_invoice_payment_id_key" ON "family_credit_entries" USING btree ("invoice_payment_id");--> statement-breakpoint
CREATE INDEX "family_credit_entries_account_id_idx" ON "family_credit_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "family_credit_entries_invoice_id_idx" ON "family_credit_entries" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "overtime_invoices" ADD CONSTRAINT "overtime_invoices_credit_valid" CHECK ("overtime_invoices"."credit_applied_sen" >= 0 AND "overtime_invoices"."credit_applied_sen" <= "overtime_invoices"."paid_sen" AND "overtime_invoices"."kept_as_credit_sen" >= 0);--> statement-breakpoint
-- hand-written: a credit entry is a money record: never changed, never deleted (decision 088).
CREATE FUNCTION refuse_credit_entry_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'family credit entries are never changed or deleted';
END
$$;
--> statement-breakpoint
CREATE TRIGGER family_credit_entries_kept BEFORE UPDATE OR DELETE ON family_credit_entries
  FOR EACH ROW EXECUTE FUNCTION refuse_credit_entry_change();
