import { orderStatuses, paymentStatuses } from '@cic/contract';
import { describe, expect, it } from 'vitest';
import { orderBadge, paymentBadge, registrationBadge } from './status-badges';

describe('registrationBadge', () => {
  it('draws PENDING outline, COMPLETED secondary and PAYMENT_FAILED destructive', () => {
    expect(registrationBadge('PENDING')).toBe('outline');
    expect(registrationBadge('COMPLETED')).toBe('secondary');
    expect(registrationBadge('PAYMENT_FAILED')).toBe('destructive');
  });
});

describe('paymentBadge', () => {
  it('draws SUCCESS secondary and FAILED, VOID and EXPIRED destructive', () => {
    expect(paymentBadge('SUCCESS')).toBe('secondary');
    expect(paymentBadge('FAILED')).toBe('destructive');
    expect(paymentBadge('VOID')).toBe('destructive');
    expect(paymentBadge('EXPIRED')).toBe('destructive');
  });

  it('draws anything else outline, a status it does not know too', () => {
    expect(paymentBadge('PENDING')).toBe('outline');
    expect(paymentBadge('REFUNDED')).toBe('outline');
  });
});

describe('orderBadge', () => {
  it('reads like the payment of the same status', () => {
    for (const status of orderStatuses) {
      expect(paymentStatuses).toContain(status);
      expect(orderBadge(status)).toBe(paymentBadge(status));
    }
    expect(orderBadge('PENDING')).toBe('outline');
    expect(orderBadge('SUCCESS')).toBe('secondary');
    expect(orderBadge('FAILED')).toBe('destructive');
  });
});
