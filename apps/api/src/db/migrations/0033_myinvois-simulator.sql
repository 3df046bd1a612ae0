CREATE TABLE "myinvois_simulator_documents" (
	"uuid" varchar(26) PRIMARY KEY NOT NULL,
	"submission_uid" varchar(26) NOT NULL,
	"code_number" text NOT NULL,
	"internal_id" text NOT NULL,
	"type_code" varchar(2) NOT NULL,
	"type_version" text NOT NULL,
	"issuer_tin" text NOT NULL,
	"issuer_name" text NOT NULL,
	"receiver_id" text NOT NULL,
	"receiver_name" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"total_excluding_tax_sen" bigint NOT NULL,
	"total_discount_sen" bigint NOT NULL,
	"total_net_sen" bigint NOT NULL,
	"total_payable_sen" bigint NOT NULL,
	"outcome" text NOT NULL,
	"validation_steps" jsonb NOT NULL,
	"long_id" text NOT NULL,
	"referenced_uuid" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text
);
--> statement-breakpoint
CREATE TABLE "myinvois_simulator_submissions" (
	"uid" varchar(26) PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"payload_hash" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "myinvois_simulator_documents" ADD CONSTRAINT "myinvois_simulator_documents_submission_uid_myinvois_simulator_submissions_uid_fk" FOREIGN KEY ("submission_uid") REFERENCES "public"."myinvois_simulator_submissions"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "myinvois_simulator_documents_duplicate_idx" ON "myinvois_simulator_documents" USING btree ("issuer_tin","type_code","internal_id");--> statement-breakpoint
CREATE INDEX "myinvois_simulator_documents_submission_idx" ON "myinvois_simulator_documents" USING btree ("submission_uid");--> statement-breakpoint
CREATE INDEX "myinvois_simulator_documents_referenced_idx" ON "myinvois_simulator_documents" USING btree ("referenced_uuid");--> statement-breakpoint
CREATE INDEX "myinvois_simulator_submissions_payload_idx" ON "myinvois_simulator_submissions" USING btree ("payload_hash","received_at");