DROP INDEX "owed_accounts_page_idx";--> statement-breakpoint
CREATE INDEX "owed_accounts_oldest_due_idx" ON "owed_accounts" USING btree ("oldest_due_date");--> statement-breakpoint
CREATE INDEX "owed_accounts_newest_due_idx" ON "owed_accounts" USING btree ("newest_due_date");--> statement-breakpoint
CREATE INDEX "owed_accounts_page_idx" ON "owed_accounts" USING btree ((-"owed_sen"),"centre_name","sort_name","owner_id","centre_id","oldest_due_date","newest_due_date");