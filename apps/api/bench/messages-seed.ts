import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/app-context';
import type { Rows } from '../src/db/rows';
import { giveEveryChildAParent } from './families-of-children';
import { numberedId } from './numbered-id';

export type MessageHistorySize = { messagesPerCentre: number; messagesPerThread: number };

/** Threads written a transaction: about half a million messages at 5 a thread. */
const threadsPerBatch = 100_000;

/**
 * A year of messages between every seeded family and its centre (issue 43), set-based: every
 * child gets a family with one parent (`giveEveryChildAParent`), then `messagesPerCentre` messages
 * a centre in threads of `messagesPerThread`, spread evenly over the centre's families, each
 * thread's last message somewhen in the past year. A thread is opened by the parent two times in
 * three (by the head of centre otherwise), the two sides taking turns. Read marks: the centre has
 * read nine threads in ten up to their last message (the tenth up to an hour before), the parent
 * four in five (one in five of those up to an hour before), the fifth never; one old thread in
 * seven is in the centre's archive, one in eleven in the family's.
 */
export async function seedMessageHistory(ctx: AppContext, size: MessageHistorySize) {
  await giveEveryChildAParent(ctx);
  await ctx.db.execute(sql`drop table if exists bench_message_families`);
  await ctx.db.execute(sql`
    create unlogged table bench_message_families as
    select (row_number() over (order by ch.centre_id, ch.id))::int as n, ch.family_id, ch.centre_id,
           ch.id as child_id, fm.parent_id, p.email as parent_name, m.id as manager_id, m.name as manager_name
    from children ch
    join family_members fm on fm.family_id = ch.family_id
    join parents p on p.id = fm.parent_id
    join managers m on m.centre_id = ch.centre_id and m.is_super_manager
    where ch.name like 'Child % of Scale Centre %'`);
  await ctx.db.execute(sql`alter table bench_message_families add primary key (n)`);
  const counted = (await ctx.db.execute(sql`
    select count(*)::int as families, count(distinct centre_id)::int as centres
    from bench_message_families`)) as unknown as Rows<{ families: number; centres: number }>;
  const { families = 0, centres = 0 } = counted.rows[0] ?? {};
  const threads = Math.floor((centres * size.messagesPerCentre) / size.messagesPerThread);
  for (let first = 1; first <= threads; first += threadsPerBatch) {
    await writeThreads(ctx, first, Math.min(threads, first + threadsPerBatch - 1), families, size);
  }
  await ctx.db.execute(sql`drop table bench_message_families`);
  await ctx.db.execute(sql`vacuum analyze message_threads, messages, message_reads`);
  return { families, centres, threads, messages: threads * size.messagesPerThread };
}

/** Threads `first` to `last` with their messages and read marks, in one transaction. */
async function writeThreads(
  ctx: AppContext,
  first: number,
  last: number,
  families: number,
  { messagesPerThread: perThread }: MessageHistorySize,
) {
  await ctx.db.transaction(async (tx) => {
    // Rows consistent by construction: their foreign keys are not checked row by row, as a bulk
    // load does. The bench connects to its own server as the superuser.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      create temporary table bench_threads on commit drop as
      select t, ${numberedId('b0000000', 't')} as id, f.*,
             now() - make_interval(mins => abs(hashtext(t::text)) % 525600) as last_at
      from generate_series(${first}::int, ${last}::int) as t
      join bench_message_families f on f.n = (t - 1) % ${families} + 1
      order by t`);
    await tx.execute(sql`
      insert into message_threads (id, centre_id, family_id, child_id, subject, urgent,
        started_by_parent_id, started_by_manager_id, last_message_at, centre_read_at,
        centre_archived_at, family_archived_at, created_at)
      select id, centre_id, family_id, child_id, 'Conversation ' || t || ' about the week', t % 50 = 0,
             case when t % 3 <> 0 then parent_id end, case when t % 3 = 0 then manager_id end, last_at,
             case when t % 10 = 0 then last_at - interval '1 hour' else last_at end,
             case when t % 7 = 0 and last_at < now() - interval '90 days' then last_at + interval '1 day' end,
             case when t % 11 = 0 and last_at < now() - interval '90 days' then last_at + interval '1 day' end,
             last_at - ${perThread - 1} * interval '37 minutes'
      from bench_threads order by t`);
    // The opener writes the odd-numbered messages, the other side the even ones.
    await tx.execute(sql`
      insert into messages (id, thread_id, author_kind, author_parent_id, author_manager_id, author_name, body, created_at)
      select ${numberedId('b1000000', `(t - 1)::bigint * ${perThread} + i`)}, id, author.kind,
             case when author.kind = 'PARENT' then parent_id end,
             case when author.kind = 'STAFF' then manager_id end,
             case when author.kind = 'PARENT' then parent_name else manager_name end,
             'Message ' || i || ' of conversation ' || t || ': about the pick-up time, the day''s meals and what to bring tomorrow.',
             last_at - (${perThread}::int - i) * interval '37 minutes'
      from bench_threads cross join generate_series(1, ${perThread}::int) as i
      cross join lateral (select case when (i % 2 = 1) = (t % 3 <> 0) then 'PARENT' else 'STAFF' end as kind) author
      order by t, i`);
    await tx.execute(sql`
      insert into message_reads (thread_id, parent_id, read_at)
      select id, parent_id, case when t % 5 = 4 then last_at - interval '1 hour' else last_at end
      from bench_threads where t % 5 <> 0 order by t`);
  });
}
