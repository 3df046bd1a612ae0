ALTER TABLE "orders" ADD COLUMN "gateway_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_amount_sen" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_parent_id_idempotency_key_key" ON "registrations" USING btree ("parent_id","idempotency_key");