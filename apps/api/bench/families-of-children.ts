import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/app-context';

/**
 * Gives every seeded child that has no family one of its own with one parent (announcement
 * e-mails on, no device), set-based: at 1,000 centres about 60,000 parents.
 */
export async function giveEveryChildAParent(ctx: AppContext) {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into families (named_after)
      select 'Announce ' || id from children where family_id is null and name like 'Child % of Scale Centre %'`);
    await tx.execute(sql`
      update children c set family_id = f.id from families f
      where c.family_id is null and f.named_after = 'Announce ' || c.id::text`);
    await tx.execute(sql`
      insert into parents (email, email_verified_at)
      select 'announce-' || substr(f.named_after, 10) || '@bench.test', now()
      from families f where f.named_after like 'Announce %'`);
    await tx.execute(sql`
      insert into family_members (family_id, parent_id, relation)
      select f.id, p.id, 'mother' from families f
      join parents p on p.email = 'announce-' || substr(f.named_after, 10) || '@bench.test'
      where f.named_after like 'Announce %'`);
  });
  await ctx.db.execute(sql`analyze families, parents, family_members, children`);
}
