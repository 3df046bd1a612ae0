import { sql } from 'drizzle-orm';
import type { Db } from '../client';

export type ScaleOptions = { centres: number; childrenPerCentre: number; days: number; now?: Date };

/**
 * A large, plain data set for benchmarks, written set-based in SQL so a million check-ins load
 * in seconds: `centres` activated centres with a head of centre and two teachers each,
 * `childrenPerCentre` active children each (enrolled before the first seeded day), and for every
 * child a check-in and a check-out on each of the last `days` Kuala Lumpur days (07:00–09:30 and
 * 16:30–17:00, or for one visit in ten a late pick-up 17:00–18:45 that overtime reports charge).
 * Ends with VACUUM ANALYZE (what autovacuum does on a live server): statistics for the planner and
 * a visibility map for index-only scans.
 */
export async function seedScale(db: Db, options: ScaleOptions) {
  const { centres, childrenPerCentre, days } = options;
  const today = (options.now ?? new Date()).toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into centres (name, type, activated_at, password_ciphertext, password_updated_at)
      select 'Scale Centre ' || lpad(n::text, 5, '0'), case when n % 5 = 0 then 'franchise' else 'company' end::centre_type,
             now(), null, now()
      from generate_series(1, ${centres}) as n`);
    await tx.execute(sql`
      insert into packages (centre_id, name, package_type, description, online_registration_fee_sen)
      select c.id, 'Full Day', 'Full Day', 'Scale package', 15000 from centres c where c.name like 'Scale Centre %'`);
    await tx.execute(sql`
      insert into managers (centre_id, name, is_super_manager)
      select c.id, 'Teacher ' || m, m = 1 from centres c cross join generate_series(1, 3) as m
      where c.name like 'Scale Centre %'`);
    await tx.execute(sql`
      insert into children (centre_id, package_id, name, gender, date_of_birth, active, enrolled_on)
      select c.id, p.id, 'Child ' || k || ' of ' || c.name, case when k % 2 = 0 then 'female' else 'male' end::gender,
             (${today.slice(0, 10)}::date - (730 + (k * 37) % 1460))::date, true,
             (${today.slice(0, 10)}::date - ${days + 30}::int)
      from centres c join packages p on p.centre_id = c.id cross join generate_series(1, ${childrenPerCentre}) as k
      where c.name like 'Scale Centre %'`);
    await tx.execute(sql`
      with days as (
        select ((${today}::timestamptz at time zone 'Asia/Kuala_Lumpur')::date - d) as day
        from generate_series(1, ${days}) as d
      ), staff as (
        select distinct on (centre_id) centre_id, id from managers order by centre_id, created_at
      ), visits as (
        select ch.id as child_id, ch.centre_id, ch.package_id, s.id as manager_id, days.day,
               (abs(hashtext(ch.id::text || days.day::text)) % 150) as arrival_minutes,
               case when abs(hashtext(ch.id::text || 'late' || days.day::text)) % 10 = 0
                    then 30 + abs(hashtext(days.day::text || ch.id::text)) % 105
                    else abs(hashtext(days.day::text || ch.id::text)) % 30 end as departure_minutes
        from children ch join staff s on s.centre_id = ch.centre_id cross join days
        where ch.name like 'Child % of Scale Centre %'
      )
      insert into check_ins (child_id, centre_id, status, recorded_at, local_date, temperature, photo_key, thumbnail_key, recorded_by_id, package_id)
      select child_id, centre_id, kind.status::check_in_status,
             ((day + kind.base + make_interval(mins => kind.offset_minutes)) at time zone 'Asia/Kuala_Lumpur'),
             day, 36.5, 'bench/photo.jpg', 'bench/photo-thumb.jpg', manager_id, package_id
      from visits cross join lateral (values
        ('CHECKIN', time '07:00', arrival_minutes),
        ('CHECKOUT', time '16:30', departure_minutes)
      ) as kind(status, base, offset_minutes)`);
  });
  await db.execute(sql`vacuum analyze`);
}
