import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../src/app-context';
import type { Rows } from '../src/db/rows';
import { managers } from '../src/db/schema/index';
import { inTurns } from './in-turns';

export type BenchParent = {
  parentId: string;
  token: string;
  familyId: string;
  centreId: string;
  threadId: string;
};
export type BenchCentre = { centreId: string; teacherToken: string; headToken: string; threadId: string };
/** Who the messages bench calls the API as, with a session each, and a thread each may answer. */
export type BenchCorrespondents = { parents: BenchParent[]; centres: BenchCentre[] };

/**
 * `parents` parents of families picked across the whole set (by a hash of their ids), each with
 * their family's latest thread and a session; and the centres of the first of them (at most
 * `centres`), each with a session for a teacher and one for the head of centre and the first
 * picked parent's thread there. The first parents' centres are thus among the centres, which the
 * live streams' arrival checks need.
 */
export async function benchCorrespondents(
  ctx: AppContext,
  parents: number,
  centres: number,
): Promise<BenchCorrespondents> {
  const picked = (await ctx.db.execute(sql`
    select fm.parent_id, f.id as family_id, t.centre_id, t.id as thread_id
    from (select id from families order by md5(id::text) limit ${parents}) f
    join family_members fm on fm.family_id = f.id
    cross join lateral (
      select id, centre_id from message_threads where family_id = f.id
      order by last_message_at desc, id desc limit 1) t
    order by md5(f.id::text)`)) as unknown as Rows<{
    parent_id: string;
    family_id: string;
    centre_id: string;
    thread_id: string;
  }>;
  const threadAt = new Map<string, string>();
  for (const row of picked.rows) {
    if (threadAt.size >= centres) break;
    if (!threadAt.has(row.centre_id)) threadAt.set(row.centre_id, row.thread_id);
  }
  const staff = await ctx.db
    .select({ id: managers.id, centreId: managers.centreId, head: managers.isSuperManager })
    .from(managers)
    .where(inArray(managers.centreId, [...threadAt.keys()]));
  const session = (managerId: string | undefined) => {
    if (!managerId) throw new Error('a bench centre has no teacher or no head of centre');
    return ctx.sessions.issue({ subjectType: 'manager', managerId }).then((issued) => issued.token);
  };
  return {
    parents: await inTurns(picked.rows, async (row) => ({
      parentId: row.parent_id,
      familyId: row.family_id,
      centreId: row.centre_id,
      threadId: row.thread_id,
      token: (await ctx.sessions.issue({ subjectType: 'parent', parentId: row.parent_id })).token,
    })),
    centres: await inTurns([...threadAt], async ([centreId, threadId]) => ({
      centreId,
      threadId,
      teacherToken: await session(staff.find((one) => one.centreId === centreId && !one.head)?.id),
      headToken: await session(staff.find((one) => one.centreId === centreId && one.head)?.id),
    })),
  };
}
