ALTER TABLE "overtime_report_items" ADD COLUMN "block_duration" integer;--> statement-breakpoint
ALTER TABLE "overtime_report_items" ADD COLUMN "block_rate_sen" integer;--> statement-breakpoint
ALTER TABLE "overtime_invoice_lines" ADD COLUMN "checkout_id" uuid;--> statement-breakpoint
ALTER TABLE "overtime_invoice_lines" ADD COLUMN "block_duration" integer;--> statement-breakpoint
ALTER TABLE "overtime_invoice_lines" ADD COLUMN "block_rate_sen" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "overtime_invoice_lines_live_checkout_key" ON "overtime_invoice_lines" USING btree ("checkout_id","start_time") WHERE "overtime_invoice_lines"."live" AND "overtime_invoice_lines"."checkout_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "overtime_report_items" ADD CONSTRAINT "overtime_report_items_block_valid" CHECK (("overtime_report_items"."block_duration" IS NULL) = ("overtime_report_items"."block_rate_sen" IS NULL) AND "overtime_report_items"."block_duration" >= 1 AND "overtime_report_items"."block_rate_sen" >= 0);--> statement-breakpoint
ALTER TABLE "overtime_invoice_lines" ADD CONSTRAINT "overtime_invoice_lines_block_valid" CHECK (("overtime_invoice_lines"."block_duration" IS NULL) = ("overtime_invoice_lines"."block_rate_sen" IS NULL) AND "overtime_invoice_lines"."block_duration" >= 1 AND "overtime_invoice_lines"."block_rate_sen" >= 0);--> statement-breakpoint
-- hand-written: the block facts of the items made before they were kept (decision 087). First from
-- the rule whose block it was, where a rule still states it: same start time in Kuala Lumpur, same
-- unit and rate per unit, and the item a whole number of its blocks (the package's rule before the
-- default's). Rules edited since leave items to the next statement.
UPDATE "overtime_report_items" AS i SET "block_duration" = b.duration, "block_rate_sen" = b.rate_sen
FROM (
  SELECT DISTINCT ON (i.id) i.id, r.duration, r.rate_sen
  FROM "overtime_report_items" i
  JOIN "check_ins" c ON c.id = i.checkout_id
  JOIN "overtime_rules" r ON (r.package_id = c.package_id OR r.package_id IS NULL)
    AND r.start_time = to_char(i.start_time AT TIME ZONE 'Asia/Kuala_Lumpur', 'HH24:MI')
    AND r.unit = i.unit
    AND i.duration % r.duration = 0
    AND round(r.rate_sen::numeric / 100 / r.duration, 6) = i.rate
    AND (i.duration / r.duration) * r.rate_sen = i.amount_sen
  ORDER BY i.id, r.package_id NULLS LAST
) AS b
WHERE b.id = i.id;--> statement-breakpoint
-- hand-written: otherwise the smallest block of at most 60 units that the item's units divide into,
-- whose rate is whole sen, gives the item's rate per unit and adds up to its amount (the contract's
-- `blockOfCharge`); none: both stay null and the item reads per unit.
UPDATE "overtime_report_items" AS i SET "block_duration" = b.d, "block_rate_sen" = b.rate_sen
FROM (
  SELECT DISTINCT ON (i.id) i.id, d, round(i.rate * d * 100)::int AS rate_sen
  FROM "overtime_report_items" i CROSS JOIN generate_series(1, 60) AS d
  WHERE i.block_duration IS NULL AND i.duration % d = 0
    AND round(round(i.rate * d * 100) / 100 / d, 6) = i.rate
    AND (i.duration / d) * round(i.rate * d * 100) = i.amount_sen
  ORDER BY i.id, d
) AS b
WHERE b.id = i.id;--> statement-breakpoint
-- hand-written: lines take their item's block; lines whose report was deleted, the same search.
UPDATE "overtime_invoice_lines" AS l SET "block_duration" = i.block_duration, "block_rate_sen" = i.block_rate_sen
FROM "overtime_report_items" i
WHERE i.id = l.item_id;--> statement-breakpoint
UPDATE "overtime_invoice_lines" AS l SET "block_duration" = b.d, "block_rate_sen" = b.rate_sen
FROM (
  SELECT DISTINCT ON (l.id) l.id, d, round(l.rate * d * 100)::int AS rate_sen
  FROM "overtime_invoice_lines" l CROSS JOIN generate_series(1, 60) AS d
  WHERE l.item_id IS NULL AND l.duration % d = 0
    AND round(round(l.rate * d * 100) / 100 / d, 6) = l.rate
    AND (l.duration / d) * round(l.rate * d * 100) = l.amount_sen
  ORDER BY l.id, d
) AS b
WHERE b.id = l.id;--> statement-breakpoint
-- hand-written: each line's check-out, from its item; a line whose report was deleted, from the
-- child's check-out that day at exactly the line's end (a pick-up before the block's end ends it;
-- one at or after the end cannot be told apart, and stays null). Where two reports already billed
-- the same check-out's block (the fault this migration closes), the earlier live line keeps the
-- check-out and the later one stays null, so the unique index can hold; both invoices stand.
UPDATE "overtime_invoice_lines" AS l SET "checkout_id" = k.checkout_id
FROM (
  SELECT l.id, l.live, coalesce(i.checkout_id, o.id) AS checkout_id,
         row_number() OVER (
           PARTITION BY coalesce(i.checkout_id, o.id), l.start_time, l.live ORDER BY v.created_at, l.id
         ) AS place
  FROM "overtime_invoice_lines" l
  JOIN "overtime_invoices" v ON v.id = l.invoice_id
  LEFT JOIN "overtime_report_items" i ON i.id = l.item_id
  LEFT JOIN LATERAL (
    SELECT c.id FROM "check_ins" c
    WHERE l.item_id IS NULL AND c.child_id = l.child_id AND c.local_date = l.local_date
      AND c.status = 'CHECKOUT' AND c.recorded_at = l.end_time
    ORDER BY c.id LIMIT 1
  ) AS o ON true
) AS k
WHERE k.id = l.id AND k.checkout_id IS NOT NULL AND (NOT k.live OR k.place = 1);
