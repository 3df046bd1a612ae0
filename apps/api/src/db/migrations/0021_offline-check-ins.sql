ALTER TABLE "check_ins" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_centre_id_client_id_key" UNIQUE("centre_id","client_id");