CREATE TABLE "incident_acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incident_id" uuid NOT NULL,
	"parent_id" uuid,
	"parent_name" text NOT NULL,
	"version" integer NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "incident_acknowledgements_parent_key" UNIQUE("incident_id","parent_id")
);
--> statement-breakpoint
CREATE TABLE "incident_versions" (
	"incident_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"details" jsonb NOT NULL,
	"recorded_by_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"reason" text,
	CONSTRAINT "incident_versions_pkey" PRIMARY KEY("incident_id","version")
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"local_date" date NOT NULL,
	"status" text DEFAULT 'FILED' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"recorded_by_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"reason" text,
	"filed_by_id" uuid NOT NULL,
	"filed_at" timestamp with time zone NOT NULL,
	"review_note" text,
	"reviewed_by_id" uuid,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "incidents_kind" CHECK ("incidents"."kind" IN ('ACCIDENT', 'INCIDENT', 'ILLNESS')),
	CONSTRAINT "incidents_status" CHECK ("incidents"."status" IN ('FILED', 'COMPLETED'))
);
--> statement-breakpoint
DROP INDEX "care_photos_created_at_idx";--> statement-breakpoint
ALTER TABLE "care_photos" ADD COLUMN "incident_id" uuid;--> statement-breakpoint
ALTER TABLE "incident_acknowledgements" ADD CONSTRAINT "incident_acknowledgements_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_acknowledgements" ADD CONSTRAINT "incident_acknowledgements_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_versions" ADD CONSTRAINT "incident_versions_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_versions" ADD CONSTRAINT "incident_versions_recorded_by_id_managers_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."managers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_recorded_by_id_managers_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."managers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_filed_by_id_managers_id_fk" FOREIGN KEY ("filed_by_id") REFERENCES "public"."managers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_reviewed_by_id_managers_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."managers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_acknowledgements_parent_id_idx" ON "incident_acknowledgements" USING btree ("parent_id") WHERE "incident_acknowledgements"."parent_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "incident_versions_recorded_by_id_idx" ON "incident_versions" USING btree ("recorded_by_id");--> statement-breakpoint
CREATE INDEX "incidents_centre_status_idx" ON "incidents" USING btree ("centre_id","status","filed_at");--> statement-breakpoint
CREATE INDEX "incidents_child_idx" ON "incidents" USING btree ("child_id","occurred_at");--> statement-breakpoint
CREATE INDEX "incidents_local_date_idx" ON "incidents" USING btree ("local_date");--> statement-breakpoint
CREATE INDEX "incidents_recorded_by_id_idx" ON "incidents" USING btree ("recorded_by_id");--> statement-breakpoint
CREATE INDEX "incidents_filed_by_id_idx" ON "incidents" USING btree ("filed_by_id");--> statement-breakpoint
CREATE INDEX "incidents_reviewed_by_id_idx" ON "incidents" USING btree ("reviewed_by_id") WHERE "incidents"."reviewed_by_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "care_photos" ADD CONSTRAINT "care_photos_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_photos_incident_id_idx" ON "care_photos" USING btree ("incident_id") WHERE "care_photos"."incident_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "care_photos_created_at_idx" ON "care_photos" USING btree ("created_at") WHERE "care_photos"."entry_id" IS NULL AND "care_photos"."incident_id" IS NULL;