ALTER TYPE "public"."family_credit_entry_kind" ADD VALUE 'REFERRAL';--> statement-breakpoint
ALTER TABLE "family_credit_entries" DROP CONSTRAINT "family_credit_entries_source_valid";--> statement-breakpoint
ALTER TABLE "invoice_payments" DROP CONSTRAINT "invoice_payments_source_valid";--> statement-breakpoint
ALTER TABLE "family_credit_entries" ADD COLUMN "referral_credit_id" uuid;--> statement-breakpoint
ALTER TABLE "family_credit_entries" ADD CONSTRAINT "family_credit_entries_referral_credit_id_referral_credits_id_fk" FOREIGN KEY ("referral_credit_id") REFERENCES "public"."referral_credits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_credit_entries_referral_credit_id_key" ON "family_credit_entries" USING btree ("referral_credit_id");--> statement-breakpoint
ALTER TABLE "family_credit_entries" ADD CONSTRAINT "family_credit_entries_source_valid" CHECK (CASE "family_credit_entries"."kind"::text
        WHEN 'RECEIVED' THEN "family_credit_entries"."order_payment_id" IS NOT NULL AND "family_credit_entries"."invoice_id" IS NOT NULL
          AND "family_credit_entries"."invoice_payment_id" IS NULL AND "family_credit_entries"."refund_method" IS NULL AND "family_credit_entries"."recorded_by_admin_id" IS NULL
          AND "family_credit_entries"."referral_credit_id" IS NULL
        WHEN 'APPLIED' THEN "family_credit_entries"."invoice_payment_id" IS NOT NULL AND "family_credit_entries"."invoice_id" IS NOT NULL
          AND "family_credit_entries"."order_payment_id" IS NULL AND "family_credit_entries"."refund_method" IS NULL AND "family_credit_entries"."referral_credit_id" IS NULL
        WHEN 'REFERRAL' THEN "family_credit_entries"."referral_credit_id" IS NOT NULL AND "family_credit_entries"."invoice_id" IS NULL
          AND "family_credit_entries"."order_payment_id" IS NULL AND "family_credit_entries"."invoice_payment_id" IS NULL AND "family_credit_entries"."refund_method" IS NULL
          AND "family_credit_entries"."recorded_by_admin_id" IS NULL
        ELSE "family_credit_entries"."refund_method"::text IN ('CASH', 'BANK_TRANSFER', 'CHEQUE') AND "family_credit_entries"."recorded_by_admin_id" IS NOT NULL
          AND "family_credit_entries"."invoice_id" IS NULL AND "family_credit_entries"."order_payment_id" IS NULL AND "family_credit_entries"."invoice_payment_id" IS NULL
          AND "family_credit_entries"."referral_credit_id" IS NULL END);--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_source_valid" CHECK (CASE "invoice_payments"."method"::text
        WHEN 'ONLINE' THEN "invoice_payments"."order_payment_id" IS NOT NULL AND "invoice_payments"."recorded_by_admin_id" IS NULL
        WHEN 'CREDIT' THEN "invoice_payments"."order_payment_id" IS NULL
        ELSE "invoice_payments"."order_payment_id" IS NULL AND "invoice_payments"."recorded_by_admin_id" IS NOT NULL END);