import { eInvoiceMessages, type SavedEInvoiceIssuer } from '@cic/contract';
import { issuer } from '@cic/contract/e-invoice/e-invoice.fixture';
import { describe, expect, it } from 'vitest';
import { type IssuerFormValues, issuerFieldFor, issuerFormValues, readIssuerForm } from './issuer-form';

const saved: SavedEInvoiceIssuer = { ...issuer, updatedAt: '2026-12-01T02:00:00.000Z' };
const filled = (change: Partial<IssuerFormValues> = {}) => ({ ...issuerFormValues(saved), ...change });

describe('issuerFormValues: what the form shows', () => {
  it('shows a saved issuer field by field, its address lines apart', () => {
    const { address, ...fields } = issuer;
    const { lines: _lines, ...place } = address;
    expect(issuerFormValues(saved)).toEqual({
      ...fields,
      ...place,
      sstNumber: '',
      line1: 'No. 12, Jalan SS 2/24',
      line2: 'SS 2',
      line3: '',
    });
  });

  it('starts a new issuer empty, in Malaysia, with no MSIC code filled in for the admin', () => {
    const empty = issuerFormValues(null);
    expect(empty.country).toBe('MYS');
    expect(Object.entries(empty).filter(([, value]) => value !== '')).toEqual([['country', 'MYS']]);
  });
});

describe('readIssuerForm: what is sent, or why nothing is', () => {
  it('sends what the form shows, as the route reads it', () => {
    expect(readIssuerForm(filled())).toEqual({ body: issuer });
  });

  it('sends an empty SST number and postcode as none, and the TIN and country in capitals', () => {
    const read = readIssuerForm(
      filled({ sstNumber: '  ', postcode: '', tin: ' c2584563220 ', country: 'mys' }),
    );
    expect(read).toEqual({
      body: { ...issuer, sstNumber: null, address: { ...issuer.address, postcode: null } },
    });
  });

  it('skips an empty address line between two', () => {
    const read = readIssuerForm(filled({ line1: 'Lot 5', line2: ' ', line3: 'Jalan Kerinchi' }));
    expect('body' in read && read.body.address.lines).toEqual(['Lot 5', 'Jalan Kerinchi']);
  });

  it('names every field in error at once, with the contract’s message keys', () => {
    const read = readIssuerForm(
      filled({ tin: 'C0123', msicCode: '8890', state: '', line1: '', line2: '', email: 'akaun' }),
    );
    expect(read).toEqual({
      problems: {
        tin: eInvoiceMessages.tin,
        msicCode: eInvoiceMessages.msic,
        line1: eInvoiceMessages.addressLine,
        state: eInvoiceMessages.state,
        email: eInvoiceMessages.email,
      },
    });
  });

  it('takes a foreign address’s state as written', () => {
    const read = readIssuerForm(filled({ country: 'SGP', state: 'Central Region', postcode: '018956' }));
    expect('body' in read && read.body.address).toMatchObject({ country: 'SGP', state: 'Central Region' });
  });
});

describe('issuerFieldFor: the field a refusal names', () => {
  const fieldOf = issuerFieldFor(filled({ line1: 'Lot 5', line2: '', line3: 'Jalan Kerinchi' }));

  it('reads the server’s dotted paths and the schema’s path lists', () => {
    expect(fieldOf('address.state')).toBe('state');
    expect(fieldOf(['address', 'postcode'])).toBe('postcode');
    expect(fieldOf('tin')).toBe('tin');
    expect(fieldOf('line2')).toBe('line2');
    expect(fieldOf('updatedAt')).toBeNull();
    expect(fieldOf(undefined)).toBeNull();
  });

  it('finds the line the sent body’s line was typed in', () => {
    expect(fieldOf('address.lines.0')).toBe('line1');
    expect(fieldOf('address.lines.1')).toBe('line3');
    expect(fieldOf('address.lines')).toBe('line1');
  });
});
