import type { AdminModuleKey } from '../shared/enums';

/** Modules in the catalogue that are not built yet: listed, but switched off. */
const notYetBuilt: readonly AdminModuleKey[] = ['ENROLLMENT'];

const modules: { key: AdminModuleKey; title: string; description: string }[] = [
  { key: 'CHECKIN', title: 'Checkins', description: 'Attendance of every center by day' },
  { key: 'ACTIVITY', title: 'Activities', description: 'Class activities posted by teachers' },
  { key: 'OVERTIME', title: 'Overtime', description: 'Late pick-up rules and reports' },
  { key: 'USER', title: 'Parents', description: 'Parents and families' },
  { key: 'REGISTRATION', title: 'Registrations', description: 'Online registrations and orders' },
  { key: 'ANNOUNCEMENT', title: 'Announcements', description: 'Announcements to parents' },
  { key: 'MESSAGES', title: 'Messages', description: "Head office's inbox and every centre's messages" },
  {
    key: 'CARE',
    title: 'Care log',
    description: "A child's day as the centre recorded it, every read audited",
  },
  { key: 'BILLING', title: 'Billing', description: 'Monthly fees, billing runs and what families owe' },
  { key: 'REFERRAL', title: 'Referrals', description: 'Referral leaderboard and credits' },
  { key: 'SETTINGS', title: 'Settings', description: 'Feature switches and admin permissions' },
  { key: 'ENROLLMENT', title: 'Enrollment', description: 'Enrolment records' },
];

/** The admin portal's modules in their default order; an admin is granted some of them. */
export const adminModuleCatalogue: {
  key: AdminModuleKey;
  title: string;
  description: string;
  isEnabled: boolean;
}[] = modules.map((module) => ({ ...module, isEnabled: !notYetBuilt.includes(module.key) }));
