CREATE TABLE "e_invoice_issuers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid,
	"legal_name" text NOT NULL,
	"tin" text NOT NULL,
	"business_registration_number" text NOT NULL,
	"sst_number" text,
	"msic_code" text NOT NULL,
	"activity_description" text NOT NULL,
	"address" jsonb NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_admin_id" uuid,
	CONSTRAINT "e_invoice_issuers_centre_key" UNIQUE NULLS NOT DISTINCT("centre_id")
);
--> statement-breakpoint
ALTER TABLE "e_invoice_issuers" ADD CONSTRAINT "e_invoice_issuers_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoice_issuers" ADD CONSTRAINT "e_invoice_issuers_updated_by_admin_id_admins_id_fk" FOREIGN KEY ("updated_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;