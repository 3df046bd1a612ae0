import { type AdminModuleKey, adminModuleCatalogue, type StaffMe } from '@cic/contract';
import {
  CalendarCheck,
  ClipboardList,
  Clock,
  Gift,
  Images,
  type LucideIcon,
  Megaphone,
  Settings,
  Users,
} from 'lucide-react';
import { grantedModules, isModuleBuilt } from '@/app/admin-modules';
import { paths } from '@/app/paths';

const A = paths.admin;

export type AdminNavItem = {
  key: AdminModuleKey;
  label: string;
  to: string;
  icon: LucideIcon;
  /** Path prefixes that make the item current. */
  match: string[];
  children?: AdminNavChild[];
};

/** A sub-item; `match` (path prefixes) makes it current, by default its own path. */
export type AdminNavChild = { label: string; to: string; match?: string[] };

/** Sidebar entries per module (spec 2 §2.8). ENROLLMENT has no page yet. */
const itemsByModule: Partial<Record<AdminModuleKey, Omit<AdminNavItem, 'key' | 'label'>>> = {
  CHECKIN: { to: A.checkins.path, icon: CalendarCheck, match: [A.checkins.path] },
  ACTIVITY: { to: A.activities.path, icon: Images, match: [A.activities.path] },
  OVERTIME: {
    to: A.overtime.path,
    icon: Clock,
    match: [A.overtime.path],
    children: [
      { label: 'Reports', to: A.overtimeReports.path },
      { label: 'Rules', to: A.overtimeRules.path },
    ],
  },
  USER: {
    to: A.userParents.path,
    icon: Users,
    match: [A.user.path, A.users.path],
    // Both spellings of the user area light up the same sub-item.
    children: [
      { label: 'Parents', to: A.userParents.path, match: [A.userParents.path, A.usersParents.path] },
      { label: 'Family', to: A.userFamily.path, match: [A.userFamily.path, A.usersFamily.path] },
    ],
  },
  REGISTRATION: {
    to: A.registrations.path,
    icon: ClipboardList,
    match: [A.registrations.path, A.orders.path],
  },
  ANNOUNCEMENT: {
    to: A.announcements.path,
    icon: Megaphone,
    match: [A.announcements.path],
  },
  REFERRAL: { to: A.referrals.path, icon: Gift, match: [A.referrals.path] },
  SETTINGS: {
    to: A.settings.path,
    icon: Settings,
    match: [A.settings.path],
    children: [
      { label: 'General', to: A.settingsGeneral.path },
      { label: 'Permissions', to: A.settingsPermissions.path },
    ],
  },
};

const titleOf = (key: AdminModuleKey) =>
  adminModuleCatalogue.find((module) => module.key === key)?.title ?? key;

/**
 * The admin's sidebar: one item per granted module whose pages are built (titled as in the
 * contract), in the admin's module order.
 */
export function adminNavItems(me: Pick<StaffMe, 'modules'>): AdminNavItem[] {
  return grantedModules(me).flatMap((key) => {
    const item = itemsByModule[key];
    return item && isModuleBuilt(key) ? [{ key, label: titleOf(key), ...item }] : [];
  });
}

export function isCurrent(item: Pick<AdminNavItem, 'match'>, pathname: string): boolean {
  return item.match.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
