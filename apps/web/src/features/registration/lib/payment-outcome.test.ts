import { describe, expect, it } from 'vitest';
import en from '@/i18n/catalogues/en/registration.json';
import { paymentOutcome } from './payment-outcome';

describe('payment outcome', () => {
  it("starts from the gateway's paid parameter", () => {
    expect(paymentOutcome('true', undefined)).toBe('success');
    expect(paymentOutcome('false', undefined)).toBe('failed');
    expect(paymentOutcome(null, undefined)).toBe('checking');
  });

  it("lets the server's order status override it", () => {
    expect(paymentOutcome('true', { orderStatus: 'PENDING', paymentStatus: 'PENDING' })).toBe('pending');
    expect(paymentOutcome('false', { orderStatus: 'SUCCESS', paymentStatus: 'SUCCESS' })).toBe('success');
    expect(paymentOutcome('true', { orderStatus: 'FAILED', paymentStatus: 'FAILED' })).toBe('failed');
    expect(paymentOutcome(null, { orderStatus: 'EXPIRED', paymentStatus: 'EXPIRED' })).toBe('unknown');
  });

  it("has the spec's four titles", () => {
    expect(en.payment.title.success).toBe('Payment Successful');
    expect(en.payment.title.failed).toBe('Payment Failed');
    expect(en.payment.title.pending).toBe('Pending Confirmation');
    expect(en.payment.title.unknown).toBe('Payment Status');
  });
});
