import { describe, expect, it } from 'vitest';
import type { ParentInvoice } from './parent-invoices';
import { payableTogether } from './pay-together';

const tan = '00000000-0000-4000-8000-00000000000a';
const lim = '00000000-0000-4000-8000-00000000000b';
const melawati = { id: '00000000-0000-4000-8000-0000000000c1', name: 'CIC Taman Melawati' };
const bangsar = { id: '00000000-0000-4000-8000-0000000000c2', name: 'CIC Bangsar' };

let sequence = 0;
function invoice(overrides: Partial<ParentInvoice> = {}): ParentInvoice {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    number: `INV-2026-${String(sequence).padStart(6, '0')}`,
    status: 'ISSUED',
    state: 'ISSUED',
    overdue: false,
    familyId: tan,
    centre: melawati,
    issueDate: '2026-11-01',
    dueDate: '2026-11-15',
    totalSen: 1_200,
    paidSen: 0,
    creditedSen: 0,
    balanceSen: 1_200,
    ...overrides,
  };
}

const ids = (accounts: ReturnType<typeof payableTogether>) =>
  accounts.map((account) => account.invoices.map((each) => each.id));

describe('payableTogether', () => {
  it('groups the open invoices by family and centre, oldest due first, accounts by their oldest', () => {
    const december = invoice({ dueDate: '2026-12-15' });
    const november = invoice({ dueDate: '2026-11-15' });
    const partPaid = invoice({
      dueDate: '2026-11-30',
      status: 'PARTLY_PAID',
      paidSen: 200,
      balanceSen: 1_000,
    });
    const limOld = invoice({ familyId: lim, dueDate: '2026-10-15' });
    const limNew = invoice({ familyId: lim, dueDate: '2026-10-31' });
    const accounts = payableTogether([december, limNew, november, partPaid, limOld]);
    expect(accounts.map(({ familyId, centre }) => [familyId, centre.id])).toEqual([
      [lim, melawati.id],
      [tan, melawati.id],
    ]);
    expect(ids(accounts)).toEqual([
      [limOld.id, limNew.id],
      [november.id, partPaid.id, december.id],
    ]);
  });

  it('leaves out what is not owed and an account with one open invoice; the same family elsewhere is another account', () => {
    const open = invoice();
    const elsewhere = [invoice({ centre: bangsar }), invoice({ centre: bangsar, dueDate: '2026-12-01' })];
    const accounts = payableTogether([
      open,
      invoice({ status: 'PAID', paidSen: 1_200, balanceSen: 0 }),
      invoice({ status: 'VOID', state: 'VOID', balanceSen: 0 }),
      invoice({ status: 'PARTLY_PAID', paidSen: 1_200, balanceSen: 0 }),
      ...elsewhere,
    ]);
    expect(ids(accounts)).toEqual([elsewhere.map((each) => each.id)]);
    expect(accounts[0]?.centre).toEqual(bangsar);
  });

  it('counts an invoice repeated across pages once, and takes at most a bill’s worth, the oldest', () => {
    const first = invoice({ dueDate: '2026-01-01' });
    expect(payableTogether([first, first])).toEqual([]);
    const many = Array.from({ length: 52 }, (_, day) =>
      invoice({ dueDate: `2026-03-${String((day % 28) + 1).padStart(2, '0')}` }),
    );
    const [account] = payableTogether([...many, first]);
    expect(account?.invoices).toHaveLength(50);
    expect(account?.invoices[0]?.id).toBe(first.id);
  });
});
