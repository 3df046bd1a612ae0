import type { AdminModuleKey, StaffMe } from '@cic/contract';
import {
  CalendarCheck,
  ClipboardList,
  Clock,
  Gift,
  Images,
  type LucideIcon,
  Megaphone,
  MessagesSquare,
  Receipt,
  Settings,
  ShieldAlert,
  Users,
} from 'lucide-react';
import { grantedModules, hasModule, isModuleBuilt } from '@/app/admin-modules';
import { paths } from '@/app/paths';

const A = paths.admin;

export type AdminNavItem = {
  key: AdminModuleKey;
  /** A full catalogue key ('admin:nav.checkins'), translated where the sidebar draws it. */
  label: string;
  to: string;
  icon: LucideIcon;
  /** Path prefixes that make the item current. */
  match: string[];
  children?: AdminNavChild[];
};

/** A sub-item (label: a full catalogue key); `match` (path prefixes) makes it current, by default its own path. */
export type AdminNavChild = { label: string; to: string; match?: string[] };

/** An entry that goes to its area's page and is current anywhere in that area. */
function area(
  label: string,
  path: string,
  icon: LucideIcon,
  children?: AdminNavChild[],
): Omit<AdminNavItem, 'key'> {
  return { label, to: path, icon, match: [path], ...(children ? { children } : {}) };
}

/**
 * Invoices and Credits and refunds: every invoice's pages, late pick-ups' and monthly fees' alike
 * (decision 100). One entry lists them, under Billing for an admin with it, else under Overtime.
 */
const invoicePages: AdminNavChild[] = [
  { label: 'admin:nav.overtimeInvoices', to: A.overtimeInvoices.path },
  { label: 'admin:nav.overtimeCredits', to: A.overtimeCredits.path },
];

/** The entries that may list the invoice pages, and the sub-item they follow there. */
const invoicePagesAfter: Partial<Record<AdminModuleKey, string>> = {
  OVERTIME: A.overtimeRules.path,
  BILLING: A.billingRuns.path,
};

/** The entry with the invoice pages after its sub-item `after`; current on them too. */
function withInvoicePages(item: Omit<AdminNavItem, 'key'>, after: string): Omit<AdminNavItem, 'key'> {
  const children = item.children ?? [];
  const at = children.findIndex((child) => child.to === after) + 1;
  return {
    ...item,
    match: [...item.match, ...invoicePages.map((page) => page.to)],
    children: [...children.slice(0, at), ...invoicePages, ...children.slice(at)],
  };
}

/** Sidebar entries per module (spec 2 §2.8), without the invoice pages. ENROLLMENT has no page yet. */
const itemsByModule: Partial<Record<AdminModuleKey, Omit<AdminNavItem, 'key'>>> = {
  CHECKIN: area('admin:nav.checkins', A.checkins.path, CalendarCheck),
  ACTIVITY: area('admin:nav.activities', A.activities.path, Images),
  OVERTIME: {
    ...area('admin:nav.overtime', A.overtime.path, Clock, [
      { label: 'admin:nav.overtimeReports', to: A.overtimeReports.path },
      { label: 'admin:nav.overtimeRules', to: A.overtimeRules.path },
    ]),
    // The invoice pages' addresses are under /overtime too: current on them only while it lists them.
    match: [A.overtimeReports.path, A.overtimeRules.path],
  },
  USER: {
    // Both spellings of the user area light up the same sub-item.
    ...area('admin:nav.parents', A.userParents.path, Users, [
      {
        label: 'admin:nav.userParents',
        to: A.userParents.path,
        match: [A.userParents.path, A.usersParents.path],
      },
      {
        label: 'admin:nav.userFamily',
        to: A.userFamily.path,
        match: [A.userFamily.path, A.usersFamily.path],
      },
    ]),
    match: [A.user.path, A.users.path],
  },
  REGISTRATION: {
    ...area('admin:nav.registrations', A.registrations.path, ClipboardList),
    match: [A.registrations.path, A.orders.path],
  },
  ANNOUNCEMENT: area('admin:nav.announcements', A.announcements.path, Megaphone),
  MESSAGES: area('admin:nav.messages', A.messages.path, MessagesSquare),
  CARE: area('admin:nav.incidents', A.incidents.path, ShieldAlert),
  BILLING: area('admin:nav.billing', A.billing.path, Receipt, [
    { label: 'admin:nav.billingFees', to: A.billingFees.path },
    { label: 'admin:nav.billingRuns', to: A.billingRuns.path },
    { label: 'admin:nav.billingEnrolments', to: A.billingEnrolments.path },
    // The statement pages are reached from the Ageing page's rows: they light up its item.
    {
      label: 'admin:nav.billingAgeing',
      to: A.billingAgeing.path,
      match: [A.billingAgeing.path, A.billingStatement.path],
    },
    { label: 'admin:nav.billingEInvoices', to: A.billingEInvoices.path },
    { label: 'admin:nav.billingSettings', to: A.billingSettings.path },
    { label: 'admin:nav.billingEInvoice', to: A.billingEInvoice.path },
  ]),
  REFERRAL: area('admin:nav.referrals', A.referrals.path, Gift),
  SETTINGS: area('admin:nav.settings', A.settings.path, Settings, [
    { label: 'admin:nav.settingsGeneral', to: A.settingsGeneral.path },
    { label: 'admin:nav.settingsPermissions', to: A.settingsPermissions.path },
  ]),
};

/**
 * The admin's sidebar: one item per granted module whose pages are built (titled as the contract's
 * module catalogue, in the admin's language), in the admin's module order; the invoice pages once,
 * under Billing for an admin with it, else under Overtime.
 */
export function adminNavItems(me: Pick<StaffMe, 'modules'>): AdminNavItem[] {
  const invoicesUnder: AdminModuleKey = hasModule(me, 'BILLING') ? 'BILLING' : 'OVERTIME';
  return grantedModules(me).flatMap((key) => {
    const item = itemsByModule[key];
    if (!item || !isModuleBuilt(key)) return [];
    const after = invoicePagesAfter[key];
    return [{ key, ...(key === invoicesUnder && after ? withInvoicePages(item, after) : item) }];
  });
}

export function isCurrent(item: Pick<AdminNavItem, 'match'>, pathname: string): boolean {
  return item.match.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
