import type { AdminModuleKey, StaffMe } from '@cic/contract';
import { isFeatureBuilt, type UpcomingFeature } from '@/lib/feature-availability';
import { hasModule } from './has-module';
import { paths } from './paths';

export { hasModule };

/** Modules whose pages come with a feature that is not built yet (decision 027). */
const moduleFeature: Partial<Record<AdminModuleKey, UpcomingFeature>> = {
  REGISTRATION: 'registration',
  ACTIVITY: 'activities',
  OVERTIME: 'overtime',
  ANNOUNCEMENT: 'announcements',
};

/** False while the module's pages only say "not available yet": no sidebar item, not a landing page. */
export function isModuleBuilt(key: AdminModuleKey): boolean {
  const feature = moduleFeature[key];
  return feature === undefined || isFeatureBuilt(feature);
}

/** Where each admin module lives; its first page is where the admin index sends someone with that module. */
export const adminModuleHome: Partial<Record<AdminModuleKey, string>> = {
  CHECKIN: paths.admin.checkins.path,
  ACTIVITY: paths.admin.activities.path,
  OVERTIME: paths.admin.overtimeReports.path,
  USER: paths.admin.userParents.path,
  REGISTRATION: paths.admin.registrations.path,
  ANNOUNCEMENT: paths.admin.announcements.path,
  BILLING: paths.admin.billingFees.path,
  REFERRAL: paths.admin.referrals.path,
  CARE: paths.admin.incidents.path,
  SETTINGS: paths.admin.settingsGeneral.path,
};

/** The admin's granted modules (present and enabled), in the admin record's order. */
export function grantedModules(me: Pick<StaffMe, 'modules'>): AdminModuleKey[] {
  return [...me.modules]
    .filter((module) => module.isEnabled)
    .sort((a, b) => a.order - b.order)
    .map((module) => module.key);
}

/** Check-ins when granted (the spec's index), else the first granted module with a built page, else none. */
export function adminLandingPath(me: Pick<StaffMe, 'modules'>): string | null {
  if (hasModule(me, 'CHECKIN')) return paths.admin.checkins.path;
  for (const key of grantedModules(me)) {
    const home = adminModuleHome[key];
    if (home && isModuleBuilt(key)) return home;
  }
  return null;
}
