import { describe, expect, it } from 'vitest';
import { simulatorBillPage } from './simulator-bill-page';

describe('the payment simulator’s bill page (issue 18)', () => {
  it('shows the payment simulator’s bill in the payer’s language', () => {
    const view = {
      action: '/payments/simulator/bills/b1',
      amountSen: 12_345,
      payerName: 'Siti',
      payerEmail: 'siti@test.example',
      description: 'Registration',
      closed: null,
    };
    const malay = simulatorBillPage(view, 'ms');
    expect(malay).toContain('<html lang="ms">');
    expect(malay).toContain('>Bayar</button>');
    expect(malay).toContain('RM 123.45');
    expect(simulatorBillPage(view)).toContain('>Pay</button>');
  });
});
