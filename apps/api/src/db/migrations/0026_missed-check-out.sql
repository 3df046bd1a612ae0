ALTER TABLE "check_ins" ALTER COLUMN "temperature" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ALTER COLUMN "photo_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ALTER COLUMN "thumbnail_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "recorded_afterwards" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_door_record_or_recorded_afterwards" CHECK (CASE WHEN "check_ins"."recorded_afterwards"
        THEN "check_ins"."status" = 'CHECKOUT' AND "check_ins"."photo_key" IS NULL AND "check_ins"."thumbnail_key" IS NULL
          AND "check_ins"."temperature" IS NULL AND "check_ins"."collected_by_kind" IS NULL
        ELSE "check_ins"."photo_key" IS NOT NULL AND "check_ins"."thumbnail_key" IS NOT NULL AND "check_ins"."temperature" IS NOT NULL END);