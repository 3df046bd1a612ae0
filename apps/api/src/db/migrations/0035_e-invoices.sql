CREATE TABLE "e_invoice_buyers" (
	"parent_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tin" text,
	"id_type" text NOT NULL,
	"id_value" text NOT NULL,
	"address" jsonb NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"tin_validated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "e_invoice_consolidated_sources" (
	"e_invoice_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_sen" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "e_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"issuer_id" uuid NOT NULL,
	"invoice_id" uuid,
	"credit_note_id" uuid,
	"original_id" uuid,
	"month" date,
	"part" integer,
	"buyer_parent_id" uuid,
	"number" text NOT NULL,
	"type_code" text NOT NULL,
	"total_sen" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"document_text" text NOT NULL,
	"document_hash" text NOT NULL,
	"submission_uid" text,
	"submitted_at" timestamp with time zone,
	"uuid" text,
	"long_id" text,
	"validated_at" timestamp with time zone,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_invoices_source_valid" CHECK (CASE "e_invoices"."source"
        WHEN 'INVOICE' THEN "e_invoices"."invoice_id" IS NOT NULL AND "e_invoices"."month" IS NULL
        WHEN 'VOID_CREDIT_NOTE' THEN "e_invoices"."invoice_id" IS NOT NULL AND "e_invoices"."original_id" IS NOT NULL
        WHEN 'REFUND' THEN "e_invoices"."credit_note_id" IS NOT NULL AND "e_invoices"."original_id" IS NOT NULL
        ELSE "e_invoices"."month" IS NOT NULL AND "e_invoices"."part" >= 1 AND "e_invoices"."invoice_id" IS NULL END),
	CONSTRAINT "e_invoices_total_valid" CHECK ("e_invoices"."total_sen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "e_invoice_buyers" ADD CONSTRAINT "e_invoice_buyers_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoice_consolidated_sources" ADD CONSTRAINT "e_invoice_consolidated_sources_e_invoice_id_e_invoices_id_fk" FOREIGN KEY ("e_invoice_id") REFERENCES "public"."e_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoice_consolidated_sources" ADD CONSTRAINT "e_invoice_consolidated_sources_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_issuer_id_e_invoice_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."e_invoice_issuers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_original_id_e_invoices_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."e_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_buyer_parent_id_parents_id_fk" FOREIGN KEY ("buyer_parent_id") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoice_consolidated_sources_invoice_key" ON "e_invoice_consolidated_sources" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "e_invoice_consolidated_sources_e_invoice_idx" ON "e_invoice_consolidated_sources" USING btree ("e_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_number_key" ON "e_invoices" USING btree ("issuer_id","type_code","number");--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_invoice_key" ON "e_invoices" USING btree ("invoice_id","source") WHERE "e_invoices"."source" IN ('INVOICE', 'VOID_CREDIT_NOTE');--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_credit_note_key" ON "e_invoices" USING btree ("credit_note_id");--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_consolidated_key" ON "e_invoices" USING btree ("issuer_id","month","part");--> statement-breakpoint
CREATE INDEX "e_invoices_status_idx" ON "e_invoices" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "e_invoices_created_at_id_idx" ON "e_invoices" USING btree ("created_at","id");