import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/app-context';
import type { Rows } from '../src/db/rows';
import { giveEveryChildAParent } from './families-of-children';
import { numberedId } from './numbered-id';

/** Children whose morning is written in one transaction: half a million entries. */
const childrenPerBatch = 100_000;
/** The morning each child gets, in Kuala Lumpur time: one group entry a centre for each line. */
const morning = sql.raw(`(values
  (1, 'MEAL', time '08:30'), (2, 'TOILET', time '09:30'), (3, 'MEAL', time '10:00'),
  (4, 'MOOD', time '10:30'), (5, 'NAP', time '11:00')) as slot(n, kind, clock)`);
export const careEntriesPerChild = 5;

/**
 * A morning of care entries for every seeded child (issue 44), set-based: breakfast, a diaper
 * change, a snack, a mood and a nap today, each recorded for the whole centre as one group entry
 * by one of its teachers (60 children: 300 entries a centre, 3 million at 10,000 centres). Every
 * child gets a family with one parent (`giveEveryChildAParent`) for the parents' timeline.
 */
export async function seedCareMorning(ctx: AppContext) {
  await giveEveryChildAParent(ctx);
  await ctx.db.execute(sql`drop table if exists bench_care_children`);
  await ctx.db.execute(sql`
    create unlogged table bench_care_children as
    select (row_number() over (order by ch.centre_id, ch.id))::int as n,
           (dense_rank() over (order by ch.centre_id))::int as centre_n,
           ch.id as child_id, ch.centre_id, t.id as teacher_id
    from children ch
    cross join lateral (
      select id from managers m where m.centre_id = ch.centre_id and not m.is_super_manager
      order by m.name limit 1) t
    where ch.name like 'Child % of Scale Centre %'`);
  await ctx.db.execute(sql`alter table bench_care_children add primary key (n)`);
  const counted = (await ctx.db.execute(sql`
    select count(*)::int as children, count(distinct centre_id)::int as centres from bench_care_children`)) as unknown as Rows<{
    children: number;
    centres: number;
  }>;
  const { children = 0, centres = 0 } = counted.rows[0] ?? {};
  for (let first = 1; first <= children; first += childrenPerBatch) {
    await writeMornings(ctx, first, Math.min(children, first + childrenPerBatch - 1));
  }
  await ctx.db.execute(sql`drop table bench_care_children`);
  await ctx.db.execute(sql`vacuum analyze care_entries`);
  return { centres, children, entries: children * careEntriesPerChild };
}

/** Children `first` to `last`: their morning's entries, in one transaction. */
async function writeMornings(ctx: AppContext, first: number, last: number) {
  const perChild = careEntriesPerChild;
  await ctx.db.transaction(async (tx) => {
    // Rows consistent by construction: their foreign keys are not checked row by row, as a bulk
    // load does. The bench connects to its own server as the superuser.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into care_entries (id, centre_id, child_id, group_id, client_request_id, kind, details,
        occurred_at, local_date, recorded_by_id, recorded_at, created_by_id, created_at)
      select ${numberedId('c0000000', `(c.n - 1)::bigint * ${perChild} + slot.n`)}, c.centre_id, c.child_id,
             g.id, g.id, slot.kind, d.details, t.at, today.day, c.teacher_id, t.at + interval '1 minute',
             c.teacher_id, t.at + interval '1 minute'
      from bench_care_children c
      cross join (select (now() at time zone 'Asia/Kuala_Lumpur')::date as day) today
      cross join ${morning}
      cross join lateral (select ((today.day + slot.clock) at time zone 'Asia/Kuala_Lumpur') as at) t
      cross join lateral (select ${numberedId('c1000000', `(c.centre_n - 1)::bigint * ${perChild} + slot.n`)} as id) g
      cross join lateral (select to_char(t.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as iso) i
      cross join lateral (select case slot.n
        when 1 then jsonb_build_object('kind', 'MEAL', 'meal', 'BREAKFAST',
                                       'amount', (array['ALL', 'MOST', 'SOME', 'NONE'])[1 + c.n % 4])
        when 2 then jsonb_build_object('kind', 'TOILET', 'at', i.iso, 'toilet', case when c.n % 3 = 0 then 'BM' else 'WET' end)
        when 3 then jsonb_build_object('kind', 'MEAL', 'meal', 'SNACK', 'amount', 'ALL')
        when 4 then jsonb_build_object('kind', 'MOOD', 'mood', case when c.n % 7 = 0 then 'TIRED' else 'HAPPY' end)
        else jsonb_build_object('kind', 'NAP', 'start', i.iso,
                                'end', to_char((t.at + interval '45 minutes') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        end as details) d
      where c.n between ${first} and ${last}
      order by c.n, slot.n`);
  });
}
