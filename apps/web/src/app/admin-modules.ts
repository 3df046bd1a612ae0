import type { AdminModuleKey, StaffMe } from '@cic/contract';
import { paths } from './paths';

/** Where each admin module lives; its first page is where the admin index sends someone with that module. */
export const adminModuleHome: Partial<Record<AdminModuleKey, string>> = {
  CHECKIN: paths.admin.checkins.path,
  ACTIVITY: paths.admin.activities.path,
  OVERTIME: paths.admin.overtimeReports.path,
  USER: paths.admin.userParents.path,
  REGISTRATION: paths.admin.registrations.path,
  ANNOUNCEMENT: paths.admin.announcements.path,
  REFERRAL: paths.admin.referrals.path,
  SETTINGS: paths.admin.settingsGeneral.path,
};

/** The admin's granted modules (present and enabled), in the admin record's order. */
export function grantedModules(me: Pick<StaffMe, 'modules'>): AdminModuleKey[] {
  return [...me.modules]
    .filter((module) => module.isEnabled)
    .sort((a, b) => a.order - b.order)
    .map((module) => module.key);
}

export function hasModule(me: Pick<StaffMe, 'modules'>, key: AdminModuleKey): boolean {
  return me.modules.some((module) => module.key === key && module.isEnabled);
}

/** Check-ins when granted (the spec's index), else the first granted module with a page, else none. */
export function adminLandingPath(me: Pick<StaffMe, 'modules'>): string | null {
  if (hasModule(me, 'CHECKIN')) return paths.admin.checkins.path;
  for (const key of grantedModules(me)) {
    const home = adminModuleHome[key];
    if (home) return home;
  }
  return null;
}
