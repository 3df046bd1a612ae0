ALTER TABLE "overtime_report_items" DROP CONSTRAINT "overtime_report_items_centre_id_centres_id_fk";
--> statement-breakpoint
ALTER TABLE "overtime_report_items" DROP CONSTRAINT "overtime_report_items_child_id_children_id_fk";
--> statement-breakpoint
ALTER TABLE "overtime_report_items" DROP CONSTRAINT "overtime_report_items_checkout_id_check_ins_id_fk";
--> statement-breakpoint
DROP INDEX "overtime_report_items_child_id_idx";--> statement-breakpoint
DROP INDEX "overtime_report_items_checkout_id_idx";