import type { pickupPersons } from '../schema/index';
import type { DemoPeople } from './demo-people';

/**
 * One authorised pick-up person (decision 049), on Tan Jun Hao's list as his parents added it: he
 * is still to arrive on the day of seeding, so a demo check-in and check-out offers his
 * grandfather beside the parents under 'Collected by'.
 */
export function buildDemoPickupPersons(people: DemoPeople): (typeof pickupPersons.$inferInsert)[] {
  const child = people.children.find((entry) => entry.name === 'Tan Jun Hao');
  const addedBy = people.parentIdByEmail.get('tan.weiming@demo.test');
  if (!child || !addedBy) throw new Error('demo child or parent missing');
  return [
    {
      childId: child.id,
      name: 'Tan Ah Kow',
      relationship: 'grandfather',
      phoneNumber: '012-388 4127',
      addedByParentId: addedBy,
    },
  ];
}
