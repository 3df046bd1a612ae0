import { describe, expect, it } from 'vitest';
import { outcomeTitles, paymentOutcome } from './payment-outcome';

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
    expect(outcomeTitles.success).toBe('Payment Successful');
    expect(outcomeTitles.failed).toBe('Payment Failed');
    expect(outcomeTitles.pending).toBe('Pending Confirmation');
    expect(outcomeTitles.unknown).toBe('Payment Status');
  });
});
