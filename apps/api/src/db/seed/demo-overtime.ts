import type { overtimeRules } from '../schema/index';
import type { DemoPeople } from './demo-people';

type Rule = typeof overtimeRules.$inferInsert;

/**
 * Default overtime rules (RM 1 per 5 minutes from 17:00, RM 5 per 15 minutes from 18:00) and
 * dearer rules for CIC Bangsar's Full Day package from 17:30, the last block of which is switched
 * off. Times are Kuala Lumpur clock times (decision 039).
 */
export function buildDemoOvertimeRules(people: DemoPeople): Rule[] {
  const bangsarFullDay = people.packageIdByName.get('bangsar/Full Day');
  if (!bangsarFullDay) throw new Error('demo package missing');
  const block = (
    packageId: string | null,
    sortOrder: number,
    rule: Omit<Rule, 'packageId' | 'sortOrder'>,
  ) => ({
    packageId,
    sortOrder,
    ...rule,
  });
  return [
    block(null, 1, {
      description: 'First hour',
      startTime: '17:00',
      endTime: '18:00',
      duration: 5,
      unit: 'MINUTE',
      rateSen: 100,
    }),
    block(null, 2, {
      description: 'After 6 pm',
      startTime: '18:00',
      endTime: '19:00',
      duration: 15,
      unit: 'MINUTE',
      rateSen: 500,
    }),
    block(bangsarFullDay, 1, {
      description: 'First hour',
      startTime: '17:30',
      endTime: '18:30',
      duration: 5,
      unit: 'MINUTE',
      rateSen: 150,
    }),
    block(bangsarFullDay, 2, {
      description: 'After 6:30 pm',
      startTime: '18:30',
      endTime: '19:30',
      duration: 5,
      unit: 'MINUTE',
      rateSen: 300,
    }),
    block(bangsarFullDay, 3, {
      description: 'After 7:30 pm (paused)',
      startTime: '19:30',
      endTime: '20:30',
      duration: 1,
      unit: 'HOUR',
      rateSen: 5000,
      isActive: false,
    }),
  ];
}
