-- The ageing search's LIKE patterns read trigram indexes (decision 101).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "owed_accounts" (
	"centre_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"family_id" uuid,
	"centre_name" text NOT NULL,
	"family_named_after" text,
	"sort_name" text NOT NULL,
	"search_names" text NOT NULL,
	"owed_sen" bigint NOT NULL,
	"invoices" integer NOT NULL,
	"due_dates" date[] NOT NULL,
	"balances_sen" bigint[] NOT NULL,
	"oldest_due_date" date GENERATED ALWAYS AS (due_dates[1]) STORED,
	"newest_due_date" date GENERATED ALWAYS AS (due_dates[cardinality(due_dates)]) STORED,
	CONSTRAINT "owed_accounts_pkey" PRIMARY KEY("centre_id","owner_id")
);
--> statement-breakpoint
CREATE TABLE "owed_by_due_date" (
	"centre_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"owed_sen" bigint NOT NULL,
	CONSTRAINT "owed_by_due_date_pkey" PRIMARY KEY("centre_id","due_date")
);
--> statement-breakpoint
ALTER TABLE "owed_accounts" ADD CONSTRAINT "owed_accounts_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owed_accounts" ADD CONSTRAINT "owed_accounts_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owed_by_due_date" ADD CONSTRAINT "owed_by_due_date_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owed_accounts_page_idx" ON "owed_accounts" USING btree ("owed_sen" DESC NULLS FIRST,"centre_name","sort_name","owner_id","centre_id","oldest_due_date","newest_due_date");--> statement-breakpoint
CREATE INDEX "owed_accounts_export_idx" ON "owed_accounts" USING btree ("centre_name","centre_id","sort_name","owner_id");--> statement-breakpoint
CREATE INDEX "owed_accounts_family_name_idx" ON "owed_accounts" USING gin (lower("family_named_after") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "owed_accounts_search_names_idx" ON "owed_accounts" USING gin ("search_names" gin_trgm_ops);--> statement-breakpoint
-- Merges what is owed by due date with a change's differences: dates ascending, settled ones gone.
CREATE FUNCTION owed_dues_merge(dates date[], balances bigint[], add_dates date[], add_balances bigint[],
  OUT merged_dates date[], OUT merged_balances bigint[])
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(m.due_date ORDER BY m.due_date), '{}'), coalesce(array_agg(m.balance ORDER BY m.due_date), '{}')
  FROM (
    SELECT u.due_date, sum(u.balance)::bigint AS balance
    FROM (SELECT * FROM unnest(dates, balances) UNION ALL SELECT * FROM unnest(add_dates, add_balances)) AS u(due_date, balance)
    GROUP BY u.due_date HAVING sum(u.balance) <> 0
  ) m
$$;
--> statement-breakpoint
-- Adds invoices' contributions (a balance and an invoice each, negative for one no longer owed) to
-- their accounts and their centres' due dates. A family-less invoice's account is its child's,
-- read from its lines (written by the time a statement's triggers run). Rows are written in key
-- order, so two transactions adding to the same accounts wait for each other instead of deadlocking.
CREATE FUNCTION owed_accounts_add(invoice_ids uuid[], owners uuid[], centre_ids uuid[], family_ids uuid[],
  due_dates date[], balances bigint[], counts integer[], search_names text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  owner_ids uuid[];
  child_names text[];
BEGIN
  IF invoice_ids IS NULL OR cardinality(invoice_ids) = 0 THEN
    RETURN;
  END IF;
  -- An owner given is kept; otherwise the family, or the lone child, or (no lines yet) the invoice.
  SELECT array_agg(coalesce(c.owner_id, c.family_id, lone.child_id, c.invoice_id) ORDER BY c.i),
         array_agg(lone.child_name ORDER BY c.i)
    INTO owner_ids, child_names
    FROM unnest(invoice_ids, owners, family_ids) WITH ORDINALITY AS c(invoice_id, owner_id, family_id, i)
    LEFT JOIN LATERAL (
      SELECT l.child_id, l.child_name FROM invoice_lines l
      WHERE c.family_id IS NULL AND l.invoice_id = c.invoice_id
      ORDER BY l.child_name, l.child_id LIMIT 1
    ) lone ON true;

  INSERT INTO owed_accounts AS a (centre_id, owner_id, family_id, centre_name, family_named_after, sort_name,
      search_names, owed_sen, invoices, due_dates, balances_sen)
    SELECT g.centre_id, g.owner_id, g.family_id, ce.name, f.named_after, coalesce(f.named_after, g.child_name, ''),
           g.search_names, g.owed_sen, g.n, d.dates, d.balances
    FROM (
      SELECT c.centre_id, c.owner_id, (array_agg(c.family_id))[1] AS family_id, min(c.child_name) AS child_name,
             coalesce(string_agg(DISTINCT c.search_names, E'\n') FILTER (WHERE c.n > 0 AND c.search_names <> ''), '') AS search_names,
             sum(c.balance)::bigint AS owed_sen, sum(c.n)::integer AS n,
             array_agg(c.due_date) AS due_dates, array_agg(c.balance) AS balances
      FROM unnest(centre_ids, owner_ids, family_ids, child_names, due_dates, balances, counts, search_names)
        AS c(centre_id, owner_id, family_id, child_name, due_date, balance, n, search_names)
      GROUP BY c.centre_id, c.owner_id
    ) g
    JOIN centres ce ON ce.id = g.centre_id
    LEFT JOIN families f ON f.id = g.family_id
    CROSS JOIN LATERAL owed_dues_merge('{}', '{}', g.due_dates, g.balances) d(dates, balances)
    WHERE g.owed_sen <> 0 OR g.n <> 0 OR cardinality(d.dates) > 0
    ORDER BY g.centre_id, g.owner_id
  ON CONFLICT (centre_id, owner_id) DO UPDATE SET
    owed_sen = a.owed_sen + excluded.owed_sen,
    invoices = a.invoices + excluded.invoices,
    (due_dates, balances_sen) = (SELECT m.merged_dates, m.merged_balances
      FROM owed_dues_merge(a.due_dates, a.balances_sen, excluded.due_dates, excluded.balances_sen) m),
    -- A lone child's account is named after the child; a family's keeps its name (see the families trigger).
    sort_name = CASE WHEN a.family_id IS NULL THEN least(a.sort_name, excluded.sort_name) ELSE a.sort_name END,
    -- Names only grow: a child's name still finds the family's account after that child's invoice is paid.
    search_names = CASE
      WHEN excluded.search_names = '' OR strpos(a.search_names, excluded.search_names) > 0 THEN a.search_names
      WHEN a.search_names = '' THEN excluded.search_names
      ELSE a.search_names || E'\n' || excluded.search_names END;

  DELETE FROM owed_accounts a
    USING unnest(centre_ids, owner_ids) AS k(centre_id, owner_id)
    WHERE a.centre_id = k.centre_id AND a.owner_id = k.owner_id AND a.invoices = 0;

  INSERT INTO owed_by_due_date AS t (centre_id, due_date, owed_sen)
    SELECT c.centre_id, c.due_date, sum(c.balance)::bigint
    FROM unnest(centre_ids, due_dates, balances) AS c(centre_id, due_date, balance)
    GROUP BY c.centre_id, c.due_date HAVING sum(c.balance) <> 0
    ORDER BY c.centre_id, c.due_date
  ON CONFLICT (centre_id, due_date) DO UPDATE SET owed_sen = t.owed_sen + excluded.owed_sen;
  DELETE FROM owed_by_due_date t
    USING unnest(centre_ids, due_dates) AS k(centre_id, due_date)
    WHERE t.centre_id = k.centre_id AND t.due_date = k.due_date AND t.owed_sen = 0;
END $$;
--> statement-breakpoint
-- An invoice is owed while issued or part-paid with a balance: what the ageing counts.
CREATE FUNCTION owed_accounts_invoices_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM owed_accounts_add(array_agg(n.id), array_agg(NULL::uuid), array_agg(n.centre_id), array_agg(n.family_id), array_agg(n.due_date),
      array_agg((n.total_sen - n.paid_sen)::bigint), array_agg(1), array_agg(n.search_names))
    FROM new_rows n
    WHERE n.status IN ('ISSUED', 'PARTLY_PAID') AND n.total_sen > n.paid_sen;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION owed_accounts_invoices_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM owed_accounts_add(array_agg(c.id), array_agg(NULL::uuid), array_agg(c.centre_id), array_agg(c.family_id), array_agg(c.due_date),
      array_agg(c.balance), array_agg(c.n), array_agg(c.search_names))
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES
      (o.id, o.status, o.centre_id, o.family_id, o.due_date, -(o.total_sen - o.paid_sen)::bigint, -1, '',
       o.total_sen > o.paid_sen),
      (n.id, n.status, n.centre_id, n.family_id, n.due_date, (n.total_sen - n.paid_sen)::bigint, 1, n.search_names,
       n.total_sen > n.paid_sen)
    ) AS c(id, status, centre_id, family_id, due_date, balance, n, search_names, owing)
    WHERE c.status IN ('ISSUED', 'PARTLY_PAID') AND c.owing
      AND (o.status, o.centre_id, o.family_id, o.due_date, o.total_sen, o.paid_sen)
        IS DISTINCT FROM (n.status, n.centre_id, n.family_id, n.due_date, n.total_sen, n.paid_sen);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An owed family-less invoice whose first lines come after it (in a later statement) was counted
-- under its own id: its lines name the child whose account it is.
CREATE FUNCTION owed_accounts_lines_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM owed_accounts_add(array_agg(i.id), array_agg(c.owner_id), array_agg(i.centre_id), array_agg(i.family_id),
      array_agg(i.due_date), array_agg(c.sign * (i.total_sen - i.paid_sen)::bigint), array_agg(c.sign),
      array_agg(CASE WHEN c.sign > 0 THEN i.search_names ELSE '' END))
    FROM invoices i
    CROSS JOIN LATERAL (VALUES (i.id, -1), (NULL::uuid, 1)) AS c(owner_id, sign)
    WHERE i.id IN (SELECT n.invoice_id FROM new_rows n)
      AND i.family_id IS NULL AND i.status IN ('ISSUED', 'PARTLY_PAID') AND i.total_sen > i.paid_sen
      AND EXISTS (SELECT FROM owed_accounts a WHERE a.centre_id = i.centre_id AND a.owner_id = i.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER owed_accounts_lines_added AFTER INSERT ON invoice_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION owed_accounts_lines_added();
--> statement-breakpoint
-- Invoices are never deleted once issued (a voided one stays): no delete trigger is needed.
CREATE TRIGGER owed_accounts_invoices_added AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION owed_accounts_invoices_added();
--> statement-breakpoint
CREATE TRIGGER owed_accounts_invoices_changed AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION owed_accounts_invoices_changed();
--> statement-breakpoint
CREATE FUNCTION owed_accounts_centres_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE owed_accounts a SET centre_name = n.name
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.name IS DISTINCT FROM n.name AND a.centre_id = n.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER owed_accounts_centres_renamed AFTER UPDATE ON centres
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION owed_accounts_centres_renamed();
--> statement-breakpoint
CREATE FUNCTION owed_accounts_families_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE owed_accounts a SET family_named_after = n.named_after, sort_name = n.named_after
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.named_after IS DISTINCT FROM n.named_after AND a.family_id = n.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER owed_accounts_families_renamed AFTER UPDATE ON families
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION owed_accounts_families_renamed();
--> statement-breakpoint
-- Backfill: every owed invoice.
SELECT owed_accounts_add(array_agg(i.id), array_agg(NULL::uuid), array_agg(i.centre_id), array_agg(i.family_id), array_agg(i.due_date),
    array_agg((i.total_sen - i.paid_sen)::bigint), array_agg(1), array_agg(i.search_names))
  FROM invoices i
  WHERE i.status IN ('ISSUED', 'PARTLY_PAID') AND i.total_sen > i.paid_sen;
