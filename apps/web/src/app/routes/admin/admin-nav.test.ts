import type { AdminModuleKey } from '@cic/contract';
import { describe, expect, it } from 'vitest';
import { paths } from '@/app/paths';
import { adminNavItems, isCurrent } from './admin-nav';

const A = paths.admin;
const granted = (...keys: AdminModuleKey[]) => ({
  modules: keys.map((key, order) => ({ key, order, isEnabled: true })),
});
/** Each entry's sub-items by address. */
const subItems = (...keys: AdminModuleKey[]) =>
  Object.fromEntries(
    adminNavItems(granted(...keys)).map((item) => [item.key, item.children?.map((child) => child.to)]),
  );
/** The entry the sidebar marks current on a page. */
const currentOn = (pathname: string, ...keys: AdminModuleKey[]) =>
  adminNavItems(granted(...keys))
    .filter((item) => isCurrent(item, pathname))
    .map((item) => item.key);

const invoice = A.overtimeInvoice.href('6c1f7d0e-2b1a-4a8e-9a55-0d7c3b1e2f40');

describe('the admin sidebar', () => {
  it('lists Invoices and Credits and refunds under Overtime for an admin without Billing', () => {
    expect(subItems('OVERTIME', 'CHECKIN')).toEqual({
      OVERTIME: [
        A.overtimeReports.path,
        A.overtimeRules.path,
        A.overtimeInvoices.path,
        A.overtimeCredits.path,
      ],
      CHECKIN: undefined,
    });
    expect(currentOn(invoice, 'OVERTIME')).toEqual(['OVERTIME']);
    expect(currentOn(A.overtimeCredits.path, 'OVERTIME')).toEqual(['OVERTIME']);
  });

  it('lists them under Billing, after the runs, for an admin with Billing alone', () => {
    expect(subItems('BILLING')).toEqual({
      BILLING: [
        A.billingFees.path,
        A.billingRuns.path,
        A.overtimeInvoices.path,
        A.overtimeCredits.path,
        A.billingEnrolments.path,
        A.billingAgeing.path,
        A.billingEInvoices.path,
        A.billingSettings.path,
        A.billingEInvoice.path,
      ],
    });
    expect(currentOn(invoice, 'BILLING')).toEqual(['BILLING']);
  });

  it('lists them once, under Billing, for an admin with both; Overtime is current on its own pages only', () => {
    const items = subItems('OVERTIME', 'BILLING');
    expect(items.OVERTIME).toEqual([A.overtimeReports.path, A.overtimeRules.path]);
    expect(items.BILLING).toEqual(expect.arrayContaining([A.overtimeInvoices.path, A.overtimeCredits.path]));
    expect(currentOn(invoice, 'OVERTIME', 'BILLING')).toEqual(['BILLING']);
    expect(
      currentOn(A.overtimeCredit.href('6c1f7d0e-2b1a-4a8e-9a55-0d7c3b1e2f41'), 'OVERTIME', 'BILLING'),
    ).toEqual(['BILLING']);
    expect(currentOn(A.overtimeRules.path, 'OVERTIME', 'BILLING')).toEqual(['OVERTIME']);
    expect(currentOn(A.billingSettings.path, 'OVERTIME', 'BILLING')).toEqual(['BILLING']);
  });

  it('lists no invoice pages for an admin with neither module', () => {
    const items = adminNavItems(granted('CHECKIN', 'REGISTRATION', 'SETTINGS'));
    expect(items.map((item) => item.key)).toEqual(['CHECKIN', 'REGISTRATION', 'SETTINGS']);
    expect(JSON.stringify(items)).not.toContain(A.overtimeInvoices.path);
  });

  it('lists Messages for an admin with MESSAGES, current on its threads too (decision 116)', () => {
    expect(adminNavItems(granted('MESSAGES')).map((item) => [item.key, item.to])).toEqual([
      ['MESSAGES', A.messages.path],
    ]);
    expect(currentOn(A.messages.path, 'MESSAGES')).toEqual(['MESSAGES']);
  });

  it('lists Incidents for an admin with CARE, current on a report too (decision 125)', () => {
    expect(adminNavItems(granted('CARE')).map((item) => [item.key, item.to])).toEqual([
      ['CARE', A.incidents.path],
    ]);
    expect(currentOn(A.incident.href('6c1f7d0e-2b1a-4a8e-9a55-0d7c3b1e2f40'), 'CARE')).toEqual(['CARE']);
  });
});
