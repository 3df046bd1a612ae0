CREATE TYPE "public"."order_item_kind" AS ENUM('ONLINE_REGISTRATION');--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "kind" "order_item_kind" DEFAULT 'ONLINE_REGISTRATION' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "package_name" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "child_name" text;--> statement-breakpoint
-- Issue 27: an item keeps facts, its words are made when shown. The facts come from its registration.
UPDATE "order_items" SET "package_name" = "packages"."name", "child_name" = "registrations"."full_name"
  FROM "registrations" JOIN "packages" ON "packages"."id" = "registrations"."package_id"
  WHERE "registrations"."id" = "order_items"."registration_id";--> statement-breakpoint
-- An item whose registration is gone: read back from the words 'Online registration – <package> – <child>'.
UPDATE "order_items" SET
  "package_name" = split_part("description", ' – ', 2),
  "child_name" = coalesce(nullif(split_part("description", ' – ', 3), ''), "description")
  WHERE "package_name" IS NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "package_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "child_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "named_after" text;--> statement-breakpoint
-- A family keeps what it is called after ('Tan'); 'Tan Family' or 'Keluarga Tan' is made when shown.
UPDATE "families" SET "named_after" = regexp_replace("name", '\s+Family$', '');--> statement-breakpoint
ALTER TABLE "families" ALTER COLUMN "named_after" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "families" DROP COLUMN "name";
--> statement-breakpoint
-- The wizard kept 'Malaysian' for a Malaysian parent; the citizenship value is named when shown.
UPDATE "registrations" SET "father_nationality" = 'malaysia' WHERE "father_nationality" = 'Malaysian';--> statement-breakpoint
UPDATE "registrations" SET "mother_nationality" = 'malaysia' WHERE "mother_nationality" = 'Malaysian';
--> statement-breakpoint
-- A pick-up person's relationship in the list's words becomes its value, named when shown.
UPDATE "pickup_persons" SET "relationship" = lower("relationship")
  WHERE lower("relationship") IN ('grandfather', 'grandmother', 'uncle', 'aunt', 'sibling', 'relative', 'driver', 'helper', 'neighbour', 'friend');--> statement-breakpoint
UPDATE "check_ins" SET "collected_by_relationship" = lower("collected_by_relationship")
  WHERE "collected_by_kind" = 'AUTHORISED'
    AND lower("collected_by_relationship") IN ('grandfather', 'grandmother', 'uncle', 'aunt', 'sibling', 'relative', 'driver', 'helper', 'neighbour', 'friend');
