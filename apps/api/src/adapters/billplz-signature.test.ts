import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  redirectFields,
  redirectQuery,
  xSignature,
  xSignatureMatches,
  xSignatureSource,
} from './billplz-signature';

// Billplz's published worked example (https://www.billplz.com/api, "X Signature").
const key = 'S-s7b4yWpp9h7rrkNM1i3Z_g';
const callback = {
  id: 'zq0tm2wc',
  collection_id: 'yhx5t1pp',
  paid: 'true',
  state: 'paid',
  amount: '100',
  paid_amount: '100',
  due_at: '2018-9-27',
  email: 'tester@test.com',
  mobile: '',
  name: 'TESTER',
  url: 'http://www.billplz-sandbox.com/bills/zq0tm2wc',
  paid_at: '2018-09-27 15:15:09 +0800',
  x_signature: '0fe0a20b8d557eeae570377783d062a3816a9ea80f368860bacfa7ec3ca4d00e',
};
const callbackSource =
  'amount100|collection_idyhx5t1pp|due_at2018-9-27|emailtester@test.com|idzq0tm2wc|mobile|nameTESTER' +
  '|paid_amount100|paid_at2018-09-27 15:15:09 +0800|paidtrue|statepaid' +
  '|urlhttp://www.billplz-sandbox.com/bills/zq0tm2wc';
const redirect = {
  'billplz[id]': 'zq0tm2wc',
  'billplz[paid]': 'true',
  'billplz[paid_at]': '2018-09-27 15:15:09 +0800',
  'billplz[x_signature]': '4aab095fe5a39b1d534500988f9a0cb085cd1b6d5bbb55dd4e02ea6fa102b47b',
};
const redirectSource = 'billplzidzq0tm2wc|billplzpaid_at2018-09-27 15:15:09 +0800|billplzpaidtrue';

/** The mistake the issue warns about: sorting the keys, then joining key+value. */
function sourceSortedByKey(fields: Record<string, string>) {
  return Object.keys(fields)
    .filter((name) => name !== 'x_signature')
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
    .map((name) => `${name}${fields[name]}`)
    .join('|');
}

describe('Billplz X Signature', () => {
  it("reproduces Billplz's callback example: source string and signature", () => {
    expect(xSignatureSource(callback)).toBe(callbackSource);
    expect(xSignature(callback, key)).toBe(callback.x_signature);
    expect(xSignatureMatches(callback, key)).toBe(true);
  });

  it("reproduces Billplz's redirect example from the billplz[...] query", () => {
    const fields = redirectFields({ ...redirect, utm_source: 'not-billplz' });
    expect(xSignatureSource(fields)).toBe(redirectSource);
    expect(xSignatureMatches(fields, key)).toBe(true);
  });

  it('signs the redirect query the simulator sends exactly as Billplz does', () => {
    const query = redirectQuery({ id: 'zq0tm2wc', paid: 'true', paid_at: '2018-09-27 15:15:09 +0800' }, key);
    expect(query).toEqual(redirect);
  });

  it('sorting the keys instead of the joined strings gives another source and signature', () => {
    const wrong = sourceSortedByKey(callback);
    expect(wrong).not.toBe(callbackSource);
    expect(wrong).toContain('paidtrue|paid_amount100|paid_at');
    expect(createHmac('sha256', key).update(wrong).digest('hex')).not.toBe(callback.x_signature);
    const wrongRedirect = sourceSortedByKey(redirectFields(redirect));
    expect(wrongRedirect).toBe('billplzidzq0tm2wc|billplzpaidtrue|billplzpaid_at2018-09-27 15:15:09 +0800');
    expect(wrongRedirect).not.toBe(redirectSource);
  });

  it('refuses a wrong, tampered, malformed or missing signature', () => {
    expect(xSignatureMatches({ ...callback, amount: '1' }, key)).toBe(false);
    expect(xSignatureMatches(callback, 'another-key')).toBe(false);
    expect(xSignatureMatches({ ...callback, x_signature: callback.x_signature.slice(0, 62) }, key)).toBe(
      false,
    );
    expect(xSignatureMatches({ ...callback, x_signature: 'z'.repeat(64) }, key)).toBe(false);
    expect(xSignatureMatches({ ...callback, x_signature: '' }, key)).toBe(false);
    const { x_signature: _, ...unsigned } = callback;
    expect(xSignatureMatches(unsigned, key)).toBe(false);
    expect(xSignatureMatches(redirectFields({ ...redirect, 'billplz[paid]': 'false' }), key)).toBe(false);
  });

  it('writes an empty value as the key alone', () => {
    expect(xSignatureSource({ mobile: '', a: 'x' })).toBe('ax|mobile');
  });
});
