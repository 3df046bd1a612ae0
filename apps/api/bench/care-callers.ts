import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/app-context';
import type { Rows } from '../src/db/rows';
import { inTurns } from './in-turns';

export type CareCentre = { centreId: string; teacherToken: string; childIds: string[] };
export type CareParent = { childId: string; token: string };

/**
 * Who the care bench calls the API as: `count` centres picked across the whole set (by a hash of
 * their ids), each with a teacher's session and its children; and `count` children's parents,
 * picked the same way, each with a session.
 */
export async function careCallers(ctx: AppContext, count: number) {
  const centres = (await ctx.db.execute(sql`
    select c.id as centre_id, t.id as teacher_id,
           (select array_agg(ch.id order by ch.id) from children ch where ch.centre_id = c.id and ch.active) as child_ids
    from (select id from centres where name like 'Scale Centre %' order by md5(id::text) limit ${count}) c
    cross join lateral (
      select id from managers m where m.centre_id = c.id and not m.is_super_manager order by m.name limit 1) t
    order by md5(c.id::text)`)) as unknown as Rows<{
    centre_id: string;
    teacher_id: string;
    child_ids: string[];
  }>;
  const parents = (await ctx.db.execute(sql`
    select ch.id as child_id, fm.parent_id
    from (select id, family_id from children where name like 'Child % of Scale Centre %'
          order by md5(id::text) limit ${count}) ch
    cross join lateral (select parent_id from family_members where family_id = ch.family_id limit 1) fm
    order by md5(ch.id::text)`)) as unknown as Rows<{ child_id: string; parent_id: string }>;
  return {
    centres: await inTurns(
      centres.rows,
      async (row): Promise<CareCentre> => ({
        centreId: row.centre_id,
        childIds: row.child_ids,
        teacherToken: (await ctx.sessions.issue({ subjectType: 'manager', managerId: row.teacher_id })).token,
      }),
    ),
    parents: await inTurns(
      parents.rows,
      async (row): Promise<CareParent> => ({
        childId: row.child_id,
        token: (await ctx.sessions.issue({ subjectType: 'parent', parentId: row.parent_id })).token,
      }),
    ),
  };
}
