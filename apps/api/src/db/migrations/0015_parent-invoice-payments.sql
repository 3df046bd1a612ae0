ALTER TYPE "public"."invoice_payment_method" ADD VALUE 'ONLINE';--> statement-breakpoint
ALTER TYPE "public"."order_item_kind" ADD VALUE 'OVERTIME_INVOICE';--> statement-breakpoint
ALTER TABLE "overtime_invoice_payments" ALTER COLUMN "recorded_by_admin_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "overtime_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "overtime_invoice_payments" ADD COLUMN "order_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_overtime_invoice_id_overtime_invoices_id_fk" FOREIGN KEY ("overtime_invoice_id") REFERENCES "public"."overtime_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_invoice_payments" ADD CONSTRAINT "overtime_invoice_payments_order_payment_id_payments_id_fk" FOREIGN KEY ("order_payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_overtime_invoice_id_idx" ON "order_items" USING btree ("overtime_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "overtime_invoice_payments_order_payment_id_key" ON "overtime_invoice_payments" USING btree ("order_payment_id");--> statement-breakpoint
ALTER TABLE "overtime_invoice_payments" ADD CONSTRAINT "overtime_invoice_payments_source_valid" CHECK (CASE WHEN "overtime_invoice_payments"."method"::text = 'ONLINE'
        THEN "overtime_invoice_payments"."order_payment_id" IS NOT NULL AND "overtime_invoice_payments"."recorded_by_admin_id" IS NULL
        ELSE "overtime_invoice_payments"."order_payment_id" IS NULL AND "overtime_invoice_payments"."recorded_by_admin_id" IS NOT NULL END);