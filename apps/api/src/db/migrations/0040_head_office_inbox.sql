ALTER TYPE "public"."admin_module_key" ADD VALUE 'MESSAGES';--> statement-breakpoint
ALTER TABLE "message_attachments" ADD COLUMN "uploaded_by_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "inbox" text DEFAULT 'CENTRE' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "author_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_uploaded_by_admin_id_admins_id_fk" FOREIGN KEY ("uploaded_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_admin_id_admins_id_fk" FOREIGN KEY ("author_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_threads_office_inbox_idx" ON "message_threads" USING btree ("last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "message_threads"."inbox" = 'HEAD_OFFICE';--> statement-breakpoint
CREATE INDEX "messages_author_admin_id_idx" ON "messages" USING btree ("author_admin_id") WHERE "messages"."author_admin_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_inbox" CHECK ("message_threads"."inbox" IN ('CENTRE', 'HEAD_OFFICE'));