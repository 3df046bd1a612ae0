import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/database-before-migration';
import { registrationRow } from '../../test/registration-fixture';
import { children, orders, packages, pickupPersons, registrations } from './schema/index';

/**
 * Migration 0013 (issue 27): rows written before it, with English words stored, keep their facts
 * and lose the words, so they read right in either language once shown.
 */
describe('migration 0013: words made when shown', () => {
  it('turns stored order item words, family names and prefilled nationalities into their facts', async () => {
    const { db, migrateTheRest, close } = await databaseBefore('0013');
    try {
      // Only the columns 0012 had: the schema's later columns of parents and centres are not in this database.
      const {
        rows: [parent],
      } = await db.execute<{ id: string; email: string }>(
        sql`insert into parents (email) values ('old@test.test') returning id, email`,
      );
      const {
        rows: [centre],
      } = await db.execute<{ id: string }>(sql`insert into centres (name) values ('CIC Old') returning id`);
      if (!parent || !centre) throw new Error('fixtures missing');
      const [plan] = await db
        .insert(packages)
        .values({
          centreId: centre.id,
          name: 'Half Day',
          packageType: 'HALF_DAY',
          onlineRegistrationFeeSen: 100,
        })
        .returning();
      if (!plan) throw new Error('package missing');
      const [registration] = await db
        .insert(registrations)
        .values({
          ...registrationRow(
            parent,
            { centreId: centre.id, packageId: plan.id },
            { registrationNumber: 'REG-OLD-1', fullName: 'Lim Jia En' },
          ),
          fatherNationality: 'Malaysian',
          motherNationality: 'Indonesian',
        })
        .returning();
      const [order] = await db
        .insert(orders)
        .values({ orderNumber: 'ORD-OLD-1', parentId: parent.id, subtotalSen: 200, totalSen: 200 })
        .returning();
      if (!registration || !order) throw new Error('fixtures missing');
      await db.execute(sql`
        insert into order_items (order_id, registration_id, description, unit_price_sen, total_price_sen) values
          (${order.id}, ${registration.id}, ${'Online registration fee: Lim Jia En (CIC Old, Half Day)'}, 100, 100),
          (${order.id}, null, ${'Online registration – Full Day – Tan Mei Ling'}, 100, 100)`);
      await db.execute(sql`insert into families (name) values ('Tan Family'), ('Ahmad Faizal Family')`);
      const [child] = await db
        .insert(children)
        .values({ name: 'Lim Jia En', gender: 'female', dateOfBirth: '2021-03-04', centreId: centre.id })
        .returning();
      if (!child) throw new Error('child missing');
      await db.insert(pickupPersons).values([
        { childId: child.id, name: 'Pak Hamid', relationship: 'Grandfather', phoneNumber: '0125550199' },
        { childId: child.id, name: 'Kak Yati', relationship: 'Ibu angkat', phoneNumber: '0125550198' },
      ]);

      await migrateTheRest();

      const items = await db.execute(
        sql`select kind, package_name, child_name from order_items order by registration_id nulls last`,
      );
      expect(items.rows).toEqual([
        { kind: 'ONLINE_REGISTRATION', package_name: 'Half Day', child_name: 'Lim Jia En' },
        { kind: 'ONLINE_REGISTRATION', package_name: 'Full Day', child_name: 'Tan Mei Ling' },
      ]);
      const named = await db.execute(sql`select named_after from families order by named_after`);
      expect(named.rows).toEqual([{ named_after: 'Ahmad Faizal' }, { named_after: 'Tan' }]);
      const nationalities = await db.execute(
        sql`select father_nationality, mother_nationality from registrations`,
      );
      const kept = await db.execute(sql`select relationship from pickup_persons order by name desc`);
      expect(kept.rows).toEqual([{ relationship: 'grandfather' }, { relationship: 'Ibu angkat' }]);
      expect(nationalities.rows).toEqual([
        { father_nationality: 'malaysia', mother_nationality: 'Indonesian' },
      ]);
    } finally {
      await close();
    }
  }, 120_000);
});
