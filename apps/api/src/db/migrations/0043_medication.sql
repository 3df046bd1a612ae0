CREATE TABLE "medication_authorisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"requested_by_parent_id" uuid,
	"medicine_name" text NOT NULL,
	"dose" text NOT NULL,
	"times_of_day" text[] NOT NULL,
	"when_needed" boolean NOT NULL,
	"condition" text,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medication_authorisations_status" CHECK ("medication_authorisations"."status" IN ('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN')),
	CONSTRAINT "medication_authorisations_days" CHECK ("medication_authorisations"."to_date" >= "medication_authorisations"."from_date")
);
--> statement-breakpoint
CREATE TABLE "medication_dose_versions" (
	"dose_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"outcome" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"amount" text,
	"reason_code" text,
	"reason_text" text,
	"recorded_by_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"reason" text,
	CONSTRAINT "medication_dose_versions_pkey" PRIMARY KEY("dose_id","version")
);
--> statement-breakpoint
CREATE TABLE "medication_doses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"authorisation_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"slot" text,
	"client_request_id" uuid,
	"outcome" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"amount" text,
	"reason_code" text,
	"reason_text" text,
	"version" integer DEFAULT 1 NOT NULL,
	"recorded_by_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medication_doses_slot_key" UNIQUE("authorisation_id","local_date","slot"),
	CONSTRAINT "medication_doses_request_key" UNIQUE("authorisation_id","client_request_id"),
	CONSTRAINT "medication_doses_outcome" CHECK ("medication_doses"."outcome" IN ('GIVEN', 'NOT_GIVEN'))
);
--> statement-breakpoint
CREATE TABLE "medication_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uploaded_by_parent_id" uuid NOT NULL,
	"authorisation_id" uuid,
	"photo_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "medication_authorisations" ADD CONSTRAINT "medication_authorisations_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_authorisations" ADD CONSTRAINT "medication_authorisations_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_authorisations" ADD CONSTRAINT "medication_authorisations_requested_by_parent_id_parents_id_fk" FOREIGN KEY ("requested_by_parent_id") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_authorisations" ADD CONSTRAINT "medication_authorisations_decided_by_id_managers_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."managers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_dose_versions" ADD CONSTRAINT "medication_dose_versions_dose_id_medication_doses_id_fk" FOREIGN KEY ("dose_id") REFERENCES "public"."medication_doses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_dose_versions" ADD CONSTRAINT "medication_dose_versions_recorded_by_id_managers_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."managers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_authorisation_id_medication_authorisations_id_fk" FOREIGN KEY ("authorisation_id") REFERENCES "public"."medication_authorisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_recorded_by_id_managers_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."managers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_photos" ADD CONSTRAINT "medication_photos_uploaded_by_parent_id_parents_id_fk" FOREIGN KEY ("uploaded_by_parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_photos" ADD CONSTRAINT "medication_photos_authorisation_id_medication_authorisations_id_fk" FOREIGN KEY ("authorisation_id") REFERENCES "public"."medication_authorisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medication_authorisations_child_idx" ON "medication_authorisations" USING btree ("child_id","from_date");--> statement-breakpoint
CREATE INDEX "medication_authorisations_centre_idx" ON "medication_authorisations" USING btree ("centre_id","status","to_date");--> statement-breakpoint
CREATE INDEX "medication_authorisations_parent_idx" ON "medication_authorisations" USING btree ("requested_by_parent_id") WHERE "medication_authorisations"."requested_by_parent_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "medication_authorisations_decided_by_idx" ON "medication_authorisations" USING btree ("decided_by_id") WHERE "medication_authorisations"."decided_by_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "medication_dose_versions_recorded_by_id_idx" ON "medication_dose_versions" USING btree ("recorded_by_id");--> statement-breakpoint
CREATE INDEX "medication_doses_child_day_idx" ON "medication_doses" USING btree ("child_id","local_date");--> statement-breakpoint
CREATE INDEX "medication_doses_centre_day_idx" ON "medication_doses" USING btree ("centre_id","local_date");--> statement-breakpoint
CREATE INDEX "medication_doses_recorded_by_id_idx" ON "medication_doses" USING btree ("recorded_by_id");--> statement-breakpoint
CREATE INDEX "medication_photos_uploaded_by_idx" ON "medication_photos" USING btree ("uploaded_by_parent_id");--> statement-breakpoint
CREATE INDEX "medication_photos_authorisation_id_idx" ON "medication_photos" USING btree ("authorisation_id") WHERE "medication_photos"."authorisation_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "medication_photos_created_at_idx" ON "medication_photos" USING btree ("created_at") WHERE "medication_photos"."authorisation_id" IS NULL;