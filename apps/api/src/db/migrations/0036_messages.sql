CREATE TABLE "message_reads" (
	"thread_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_reads_pkey" PRIMARY KEY("thread_id","parent_id")
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"child_id" uuid,
	"subject" text NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"sensitive" boolean DEFAULT false NOT NULL,
	"broadcast_id" uuid,
	"started_by_parent_id" uuid,
	"started_by_manager_id" uuid,
	"last_message_at" timestamp with time zone NOT NULL,
	"centre_read_at" timestamp with time zone,
	"centre_archived_at" timestamp with time zone,
	"family_archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"author_kind" text NOT NULL,
	"author_parent_id" uuid,
	"author_manager_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_author_kind" CHECK ("messages"."author_kind" IN ('PARENT', 'STAFF'))
);
--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_started_by_parent_id_parents_id_fk" FOREIGN KEY ("started_by_parent_id") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_started_by_manager_id_managers_id_fk" FOREIGN KEY ("started_by_manager_id") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_parent_id_parents_id_fk" FOREIGN KEY ("author_parent_id") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_manager_id_managers_id_fk" FOREIGN KEY ("author_manager_id") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_reads_parent_id_idx" ON "message_reads" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "message_threads_centre_inbox_idx" ON "message_threads" USING btree ("centre_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_threads_family_inbox_idx" ON "message_threads" USING btree ("family_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_threads_broadcast_id_idx" ON "message_threads" USING btree ("broadcast_id");--> statement-breakpoint
CREATE INDEX "message_threads_child_id_idx" ON "message_threads" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "message_threads_started_by_parent_id_idx" ON "message_threads" USING btree ("started_by_parent_id") WHERE "message_threads"."started_by_parent_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_thread_id_created_at_idx" ON "messages" USING btree ("thread_id","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_author_parent_id_idx" ON "messages" USING btree ("author_parent_id") WHERE "messages"."author_parent_id" IS NOT NULL;