import type { AdminModuleKey } from '../shared/enums';

/** The admin portal's modules in their default order; an admin is granted some of them. */
export const adminModuleCatalogue: {
  key: AdminModuleKey;
  title: string;
  description: string;
  isEnabled: boolean;
}[] = [
  { key: 'CHECKIN', title: 'Checkins', description: 'Attendance of every center by day', isEnabled: true },
  {
    key: 'ACTIVITY',
    title: 'Activities',
    description: 'Class activities posted by teachers',
    isEnabled: true,
  },
  { key: 'OVERTIME', title: 'Overtime', description: 'Late pick-up rules and reports', isEnabled: true },
  { key: 'USER', title: 'Parents', description: 'Parents and families', isEnabled: true },
  {
    key: 'REGISTRATION',
    title: 'Registrations',
    description: 'Online registrations and orders',
    isEnabled: true,
  },
  { key: 'ANNOUNCEMENT', title: 'Announcements', description: 'Announcements to parents', isEnabled: true },
  {
    key: 'BILLING',
    title: 'Billing',
    description: 'Monthly fees, billing runs and what families owe',
    isEnabled: true,
  },
  { key: 'REFERRAL', title: 'Referrals', description: 'Referral leaderboard and credits', isEnabled: true },
  {
    key: 'SETTINGS',
    title: 'Settings',
    description: 'Feature switches and admin permissions',
    isEnabled: true,
  },
  { key: 'ENROLLMENT', title: 'Enrollment', description: 'Enrolment records', isEnabled: false },
];
